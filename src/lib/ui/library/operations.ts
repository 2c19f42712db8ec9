/** The app's links to a title and its log page, and the shelf totals the Library reads. */
import { resolve } from '$app/paths';
import type { MediaKind } from '$lib/domain/enums';
import type { OperationData } from '$lib/ui/gateway-client';

/** Totals of one kind from the stats operation. */
export type ShelfTotals = OperationData<MediaKind, 'queryStats'>['totals'];

export function asKind(value: string | null | undefined): MediaKind | undefined {
	return value === 'tv' || value === 'movie' ? value : undefined;
}

export function titleHref(kind: MediaKind, id: string): string {
	return resolve(`/title/${kind}/${encodeURIComponent(id)}`);
}

export function logHref(kind: MediaKind, id: string, watchLogId?: string): string {
	const base = `${titleHref(kind, id)}/log`;
	return watchLogId === undefined ? base : `${base}?log=${encodeURIComponent(watchLogId)}`;
}
