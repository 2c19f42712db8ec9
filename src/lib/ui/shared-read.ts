/**
 * One answer of a read shared by every screen that shows it, for as long as it is still the
 * answer: until the library changes (a write here or in another tab, the same news that makes
 * `live` read again) or the read's `key` does (today's date, for a read that depends on it).
 * Up next is read by the Library's shelf and by its own screen: the tap from one to the other
 * shows the list the shelf read a moment before instead of reading two thousand series again.
 */
import type { Result } from '../gateway';
import { onLibraryChange } from './gateway-client';

export function sharedRead<T>(load: () => Promise<Result<T>>, key: () => string = () => ''): () => Promise<Result<T>> {
	let kept: { key: string; answer: Promise<Result<T>> } | undefined;
	let listening = false;
	return () => {
		// Heard before the read starts: a write committed while it runs drops it too.
		if (!listening) {
			listening = true;
			onLibraryChange(() => (kept = undefined));
		}
		const now = key();
		if (kept?.key === now) return kept.answer;
		const entry = {
			key: now,
			answer: load().then((result) => {
				// A failure is not kept: the next screen asks again.
				if (!result.ok && kept === entry) kept = undefined;
				return result;
			})
		};
		kept = entry;
		return entry.answer;
	};
}
