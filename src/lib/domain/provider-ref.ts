/** The provider reference that identifies a title in TMDB, and keys derived from it. */
import { z } from 'zod/mini';
import { providerId } from './fields';
import type { MediaKind } from './enums';

export const providerRef = z.object({
	provider: z.literal('tmdb'),
	mediaType: z.enum(['tv', 'movie']),
	id: providerId
});
export type ProviderRef = z.infer<typeof providerRef>;

/** One string per provider title, used as an index key. */
export function providerKey(ref: ProviderRef): string {
	return `${ref.provider}:${ref.mediaType}:${ref.id}`;
}

export function tmdbRef(kind: MediaKind, id: string): ProviderRef {
	return { provider: 'tmdb', mediaType: kind, id };
}

/** The default saved-record ID of a title: `tv:tmdb:1396`, `movie:tmdb:603`. */
export function defaultRecordId(ref: ProviderRef): string {
	return `${ref.mediaType}:${ref.provider}:${ref.id}`;
}
