/** What an operation is: one row of the registry. */
import type { z } from 'zod/mini';
import type { LibraryStore } from '../db/library-store';
import type { ToolName } from '../gateway/tools';
import type { CatalogProvider } from '../provider/catalog-provider';
import type { ResourceKind } from './kind-info';

export interface OpContext {
	store: LibraryStore;
	provider: CatalogProvider;
	now: () => Date;
}

export interface OperationDocs {
	description: string;
	/** Defaults, rules and advice from the spec. */
	notes: readonly string[];
}

export interface Operation<S extends z.ZodMiniType = z.ZodMiniType> {
	name: string;
	tools: readonly ToolName[];
	kind: ResourceKind;
	input: S;
	/** Receives parsed input; touches storage only through ctx.store.read/write. */
	run: (input: z.output<S>, ctx: OpContext) => Promise<unknown>;
	/**
	 * What svc_describe says of it, loaded with describe: the text is a good part of the
	 * registry's size, and no screen reads it (<area>/<area>-docs.ts).
	 */
	docs: () => Promise<OperationDocs>;
	/** Beyond the spec (DESIGN section 3). */
	extension?: boolean;
}

/**
 * A handler loaded on its operation's first call: operations no first screen uses keep their
 * code (and the domain rules it alone needs) out of the first visit's JavaScript.
 */
export function lazyRun<I>(load: () => Promise<(input: I, ctx: OpContext) => Promise<unknown>>): (input: I, ctx: OpContext) => Promise<unknown> {
	return async (input, ctx) => (await load())(input, ctx);
}

/** Keeps each operation's handler typed by its own schema. */
export function defineOperation<S extends z.ZodMiniType>(op: Operation<S>): Operation {
	return op as unknown as Operation;
}
