/**
 * Which shelf, series or movies, the Library and Discover show: the one in the address, else
 * the one last opened on this device (the two screens share it), else series. Opening a shelf
 * by its address makes it the one remembered.
 */
import type { MediaKind } from '$lib/domain/enums';
import { lastShelfKind, rememberShelfKind } from './device-habits';

export interface ShelfKind {
	/** Undefined only while the remembered shelf is being read. */
	readonly current: MediaKind | undefined;
}

/** Must be called while a component initializes. */
export function shelfKind(fromAddress: () => MediaKind | undefined): ShelfKind {
	let remembered = $state<MediaKind | null>();

	$effect(() => {
		let stale = false;
		void lastShelfKind().then((kind) => {
			if (!stale) remembered = kind;
		});
		return () => (stale = true);
	});

	$effect(() => {
		const kind = fromAddress();
		if (kind) void rememberShelfKind(kind);
	});

	return {
		get current() {
			const kind = fromAddress();
			if (kind) return kind;
			return remembered === undefined ? undefined : (remembered ?? 'tv');
		}
	};
}
