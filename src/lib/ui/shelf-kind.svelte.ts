/**
 * Which shelf, series or movies, the Library and Discover show: the one in the address, else
 * the one last opened on this device (the two screens share it), else series. Opening a shelf
 * by its address makes it the one remembered.
 */
import type { MediaKind } from '$lib/domain/enums';
import { habits } from './device-habits';

/** Must be called while a component initializes. */
export function shelfKind(fromAddress: () => MediaKind | undefined): { readonly current: MediaKind } {
	$effect(() => {
		const kind = fromAddress();
		if (kind) habits.rememberShelfKind(kind);
	});

	return {
		get current() {
			return fromAddress() ?? habits.lastShelfKind() ?? 'tv';
		}
	};
}
