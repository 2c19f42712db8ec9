/**
 * Asks the browser to keep the library's storage (navigator.storage.persist) so it is not
 * cleared under storage pressure. Asked once there is something worth keeping: after a
 * write leaves at least one saved title, not on first load (browsers grant it more readily
 * then, and Firefox asks the user, who should know why). Settings shows the outcome.
 */

export interface PersistDeps {
	storage: Pick<StorageManager, 'persisted' | 'persist'> | undefined;
	/** How many titles the library holds. */
	savedCount: () => Promise<number>;
	/** Subscribes to committed library writes; returns the unsubscribe. */
	onChange: (listener: () => void) => () => void;
}

/** Starts watching; returns a function that stops it. */
export function askToPersistAfterFirstSave({ storage, savedCount, onChange }: PersistDeps): () => void {
	if (typeof storage?.persist !== 'function') return () => undefined;
	let settled = false;
	let checking = false;
	const stop = () => {
		settled = true;
		unsubscribe();
	};
	const unsubscribe = onChange(() => {
		if (settled || checking) return;
		checking = true;
		void (async () => {
			try {
				if ((await savedCount()) < 1) return;
				stop();
				if (!(await storage.persisted())) await storage.persist();
			} catch (error) {
				console.warn('Screenshelf could not ask to keep its storage', error);
			} finally {
				checking = false;
			}
		})();
	});
	return stop;
}
