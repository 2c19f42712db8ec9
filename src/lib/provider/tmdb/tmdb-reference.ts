/**
 * TMDB's slow-changing reference data: the image base URL (/configuration) and genre names
 * (/genre/{kind}/list). Fetched when first needed and kept for days, so a page of results
 * costs one request, not three.
 */
import type { MediaKind } from '../../domain/enums';
import type { TmdbClient } from './tmdb-client';
import { configuration, genreList } from './tmdb-schemas';

export const REFERENCE_TTL_MS = 3 * 24 * 60 * 60 * 1000;

/** Big enough for a sharp image in a list on a phone, small enough to load fast. */
const SIZES = { poster: 'w342', still: 'w300', logo: 'w92' } as const;
export type ImageKind = keyof typeof SIZES;

interface Cached {
	at: number;
	value: Promise<unknown>;
}

export class TmdbReference {
	private readonly cache = new Map<string, Cached>();

	constructor(
		private readonly client: TmdbClient,
		private readonly now: () => number = () => Date.now(),
		private readonly ttlMs = REFERENCE_TTL_MS
	) {}

	/** The full image URL of a TMDB poster path, or null when the title has no poster. */
	posterUrl(posterPath: string | null): Promise<string | null> {
		return this.imageUrl('poster', posterPath);
	}

	/** The full URL of a TMDB image path of one kind (an episode's still, a service's logo), or null when there is none. */
	async imageUrl(kind: ImageKind, path: string | null | undefined): Promise<string | null> {
		if (!path) return null;
		const images = await this.cached('configuration', async () => (await this.client.get('/configuration', configuration)).images);
		const sizes = { poster: images.poster_sizes, still: images.still_sizes, logo: images.logo_sizes }[kind] ?? [];
		const size = sizes.includes(SIZES[kind]) ? SIZES[kind] : 'original';
		return images.secure_base_url.replace(/\/*$/, '/') + size + path;
	}

	/** Genre names for TMDB genre IDs, in the order given; an ID TMDB no longer lists is left out. */
	async genreNames(kind: MediaKind, ids: readonly number[]): Promise<string[]> {
		if (ids.length === 0) return [];
		const names = await this.cached(`genres:${kind}`, async () => {
			const { genres } = await this.client.get(`/genre/${kind}/list`, genreList);
			return new Map(genres.map((g) => [g.id, g.name]));
		});
		return ids.flatMap((id) => names.get(id) ?? []);
	}

	private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
		const hit = this.cache.get(key);
		if (hit && this.now() - hit.at < this.ttlMs) return hit.value as Promise<T>;
		const entry: Cached = { at: this.now(), value: load() };
		this.cache.set(key, entry);
		// A failed load is not kept: the next lookup asks TMDB again.
		entry.value.catch(() => {
			if (this.cache.get(key) === entry) this.cache.delete(key);
		});
		return entry.value as Promise<T>;
	}
}
