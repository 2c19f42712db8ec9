/**
 * The typed way in for the app's own code (screens, io): each operation by its kind and family,
 * `ops.movie.addWatchLog({ log })`, with its input as its schema takes it (z.input) and its result
 * as its handler gives it, both read from the registry's rows. The tool is the one the row names.
 * Only types come from the registry: this file adds no registry row to a chunk.
 */
import type { z } from 'zod/mini';
import type { MediaKind } from '../domain/enums';
import type { Operation } from '../ops/operation';
import type { KindOperations } from '../ops/registry';
import type { Result } from '../domain/errors';

type InputOf<O> = O extends Operation<string, infer S> ? z.input<S> : never;
type ResultOf<O> = O extends Operation<string, z.ZodMiniType, infer R> ? R : never;

/** One operation as a call; the input may be left out when the schema needs nothing. */
export type OperationCall<O> = (
	// `{}` extends the input exactly when no field of it is required.
	...input: {} extends InputOf<O> ? [input?: InputOf<O>] : [input: InputOf<O>]
) => Promise<Result<ResultOf<O>>>;

export type OperationsClient = { [K in MediaKind]: { [F in keyof KindOperations[K]]: OperationCall<KindOperations[K][F]> } };

/** The result data of one kind's family, for screens that keep it: `OperationData<'tv', 'queryUpNext'>`. */
export type OperationData<K extends MediaKind, F extends keyof KindOperations[K]> = ResultOf<KindOperations[K][F]>;
/** The input of one kind's family, as a caller writes it (z.input). */
export type OperationInput<K extends MediaKind, F extends keyof KindOperations[K]> = InputOf<KindOperations[K][F]>;

/** Runs one kind's family with raw input; answers a result, never throws. */
export type RunOperation = (kind: MediaKind, family: string, input: unknown) => Promise<Result>;

export function operationsClient(run: RunOperation): OperationsClient {
	// Any family name becomes a call; the gateway answers unknown_operation for one it has not.
	// `then` stays undefined so that awaiting the client by mistake does not hang.
	const calls = (kind: MediaKind) =>
		new Proxy({}, { get: (_, family) => (typeof family === 'string' && family !== 'then' ? (input: unknown = {}) => run(kind, family, input) : undefined) });
	return { tv: calls('tv'), movie: calls('movie') } as OperationsClient;
}

/** The methods of `T` that answer a promise, each answering a result instead of throwing. */
export type ResultMethods<T> = {
	[M in keyof T as T[M] extends (...args: never[]) => Promise<unknown> ? M : never]: T[M] extends (...args: infer A) => Promise<infer R>
		? (...args: A) => Promise<Result<R>>
		: never;
};

/** Runs work on the object a surface stands for, answering a result whatever happens. */
export type OnSurface<T> = <R>(work: (target: T) => Promise<R>) => Promise<Result<R>>;

/**
 * The gateway's own surfaces beside the operations (People, settings, connections), reached
 * like operations: each method answers `{ ok, data } | { ok: false, error }` and never throws.
 */
export function resultMethods<T extends object>(on: OnSurface<T>): ResultMethods<T> {
	const call = (method: string) => (...args: unknown[]) => on((target) => (target[method as keyof T] as (...a: unknown[]) => Promise<unknown>).apply(target, args));
	return new Proxy({}, { get: (_, method) => (typeof method === 'string' && method !== 'then' ? call(method) : undefined) }) as ResultMethods<T>;
}

/** A row of a `detail: 'full'` answer: every stored field, timestamps included, where summaries have none. */
type FullRow<T> = Extract<T, { createdAt: string }>;

/**
 * A page asked for with `detail: 'full'`, typed as such: a query's result type holds summary
 * and full rows alike, as its handler answers either by the input's `detail`.
 */
export function fullPage<I extends readonly object[]>(result: Result<{ items: I; nextCursor: string | null }>): Result<{ items: FullRow<I[number]>[]; nextCursor: string | null }> {
	if (!result.ok) return result;
	return { ok: true, data: { items: result.data.items.filter((row): row is FullRow<I[number]> => 'createdAt' in row), nextCursor: result.data.nextCursor } };
}
