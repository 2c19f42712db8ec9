/**
 * TMDB's slow-changing reference data: the image base URL (/configuration) and genre names
 * (/genre/{kind}/list). Fetched when first needed and kept for days, so a page of results
 * costs one request, not three.
 */
import type { MediaKind } from '../../domain/enums';
import type { TmdbClient } from './tmdb-client';
import { configuration, genreList } from './tmdb-schemas';

export const REFERENCE_TTL_MS = 3 * 24 * 60 * 60 * 1000;

/** Big enough for a sharp poster in a list on a phone, small enough to load fast. */
const POSTER_SIZE = 'w342';

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
	async posterUrl(posterPath: string | null): Promise<string | null> {
		if (!posterPath) return null;
		const base = await this.cached('configuration', async () => {
			const { images } = await this.client.get('/configuration', configuration);
			const size = images.poster_sizes.includes(POSTER_SIZE) ? POSTER_SIZE : 'original';
			return images.secure_base_url.replace(/\/*$/, '/') + size;
		});
		return base + posterPath;
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
