/** What an operation is: one row of the registry. */
import type { z } from 'zod/mini';
import type { LibraryStore } from '../db/library-store';
import type { ToolName } from '../domain/tools';
import type { CatalogProvider } from '../provider/catalog-provider';
import type { ResourceKind } from './kind-info';

export interface OpContext {
	store: LibraryStore;
	provider: CatalogProvider;
	now: () => Date;
}

export interface OperationDocs {
	description: string;
	/** Defaults, rules and advice from the spec, shown by svc_describe. */
	notes: readonly string[];
}

/**
 * One operation: its name N, input schema S and result R are kept in its type, so the registry
 * and the typed client (gateway/client.ts) derive names, inputs and results from the rows.
 */
export interface Operation<N extends string = string, S extends z.ZodMiniType = z.ZodMiniType, R = unknown> {
	name: N;
	tools: readonly ToolName[];
	kind: ResourceKind;
	/** Its input schema; for an operation no first screen calls, loaded with its handler (`lazyInput`). */
	input: S | LazyInput<S>;
	/**
	 * Receives parsed input; touches storage only through ctx.store.read/write. A method, so that
	 * a row of any schema is an `Operation` where rows are handled alike (the gateway, describe).
	 */
	run(input: z.output<S>, ctx: OpContext): Promise<R>;
	/**
	 * What svc_describe says of it, loaded with describe: the text is a good part of the
	 * registry's size, and no screen reads it (<area>/<area>-docs.ts).
	 */
	docs: () => Promise<OperationDocs>;
	/** Beyond the spec (DESIGN section 3). */
	extension?: boolean;
	/**
	 * The app's own, beside the spec's tools: only the `app` connection may call it, and svc_describe
	 * and the grants never show it, so what agents see stays as the spec says.
	 */
	appOnly?: boolean;
}

/** A handler loaded on its operation's first call, or before it by `warm`. */
export interface LazyRun<I, R> {
	(input: I, ctx: OpContext): Promise<R>;
	/** Loads the handler's code now; a load that fails is left for the call to try again. */
	warm(): Promise<void>;
}

/**
 * A handler loaded on its operation's first call: operations no first screen uses keep their
 * code (and the domain rules it alone needs) out of the first visit's JavaScript. A write the
 * person makes is warmed by the screen that offers it as it opens (`Gateway.warm`), so that it
 * never waits for the network, offline included, as long as the screen's own code could load.
 */
export function lazyRun<I, R>(load: () => Promise<(input: I, ctx: OpContext) => Promise<R>>): LazyRun<I, R> {
	const run = async (input: I, ctx: OpContext) => (await load())(input, ctx);
	return Object.assign(run, { warm: () => load().then(() => undefined, () => undefined) });
}

/** Whether a row's handler is loaded on demand, and so can be warmed. */
export function isLazy(run: Operation['run']): run is LazyRun<unknown, unknown> {
	return typeof (run as Partial<LazyRun<unknown, unknown>>).warm === 'function';
}

/** An input schema loaded on its operation's first call (or description). */
export interface LazyInput<S> {
	load(): Promise<S>;
}

/**
 * An input schema loaded with its handler, from the module `lazyRun` loads: the schemas of the
 * operations no first screen calls (and the domain rules only they check) stay out of the first
 * visit's JavaScript, as their handlers do. A load that fails is tried again by the next call.
 */
export function lazyInput<S extends z.ZodMiniType>(load: () => Promise<S>): LazyInput<S> {
	let loading: Promise<S> | undefined;
	return {
		load: () =>
			(loading ??= load().catch((error: unknown) => {
				loading = undefined;
				throw error;
			}))
	};
}

function isLazyInput(input: Operation['input']): input is LazyInput<z.ZodMiniType> {
	return typeof (input as Partial<LazyInput<unknown>>).load === 'function';
}

/** A row's input schema, once loaded. */
export async function inputSchema(op: Operation): Promise<z.ZodMiniType> {
	return isLazyInput(op.input) ? op.input.load() : op.input;
}

/** Loads what of a row is loaded on demand, ahead of its first call; a failure is left for the call. */
export async function warmOperation(op: Operation): Promise<void> {
	const run = op.run;
	await Promise.all([isLazy(run) ? run.warm() : undefined, inputSchema(op).catch(() => undefined)]);
}

/** Types a row: its handler by its own schema, its name and result as written. */
export function defineOperation<const N extends string, S extends z.ZodMiniType, R>(op: Operation<N, S, R>): Operation<N, S, R> {
	return op;
}
