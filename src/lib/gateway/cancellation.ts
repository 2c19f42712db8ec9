/**
 * A call its caller may cancel (an agent's WebMCP call carries the signal its client aborts):
 * the operation sees a context whose storage and catalog stop at the signal, so a cancelled call
 * ends at its next wait and writes nothing it had not committed. Operations stay unaware of it.
 */
import type { LibraryStore } from '../db/library-store';
import { GatewayError } from '../domain/errors';
import type { OpContext } from '../ops/operation';
import type { CatalogProvider } from '../provider/catalog-provider';

export function cancelledError(): GatewayError {
	return new GatewayError('cancelled', 'The call was cancelled; it changed nothing it had not already saved.');
}

function stopIfCancelled(signal: AbortSignal): void {
	if (signal.aborted) throw cancelledError();
}

/** Settles as `work` does, or rejects as cancelled the moment the signal aborts, whichever comes first. */
function untilCancelled<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
	return new Promise<T>((resolve, reject) => {
		const stop = () => reject(cancelledError());
		signal.addEventListener('abort', stop, { once: true });
		work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
	});
}

/**
 * The store as the operation sees it: nothing starts once cancelled, and a write whose work
 * finished after the cancel throws inside its transaction, which rolls it back whole.
 */
function cancellableStore(store: LibraryStore, signal: AbortSignal): LibraryStore {
	const read: LibraryStore['read'] = (fn) => {
		stopIfCancelled(signal);
		return store.read(fn);
	};
	const write: LibraryStore['write'] = (fn) => {
		stopIfCancelled(signal);
		return store.write(async (tx) => {
			const value = await fn(tx);
			stopIfCancelled(signal);
			return value;
		});
	};
	return new Proxy(store, {
		get(target, key) {
			if (key === 'read') return read;
			if (key === 'write') return write;
			const value: unknown = Reflect.get(target, key, target);
			return typeof value === 'function' ? value.bind(target) : value;
		}
	});
}

/** The catalog as the operation sees it: each request is given up, answered as cancelled, when the signal aborts. */
function cancellableProvider(provider: CatalogProvider, signal: AbortSignal): CatalogProvider {
	return new Proxy(provider, {
		get(target, key) {
			const value: unknown = Reflect.get(target, key, target);
			if (typeof value !== 'function') return value;
			return (...args: unknown[]) => {
				stopIfCancelled(signal);
				return untilCancelled(Promise.resolve(value.apply(target, args)), signal);
			};
		}
	});
}

/** The context one call runs in: `ctx` itself when nothing can cancel it. */
export function cancellable(ctx: OpContext, signal: AbortSignal | undefined): OpContext {
	if (!signal) return ctx;
	stopIfCancelled(signal);
	return { ...ctx, store: cancellableStore(ctx.store, signal), provider: cancellableProvider(ctx.provider, signal) };
}
