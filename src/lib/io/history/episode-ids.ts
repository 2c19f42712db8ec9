/**
 * TV Time's 2020-era files name each episode seen by its TVDB ID alone. TMDB's /find names the
 * episode's series, season (0 for specials; a year, for series numbered so) and number; the plays
 * are gathered into their series, as titles by TMDB ID that matching then finds exactly. The
 * lookups go through the gateway (its limiter keeps them under TMDB's rate), a few at a time, each
 * answer kept as matching keeps its own, so a stopped run goes on where it stopped. An episode
 * TMDB does not know is left out, and listed.
 */
import type { FoundEpisode } from '../../provider/catalog-provider';
import { mergeEpisodeRuns } from './episode-runs';
import { TitleBook, type EpisodeIdPlay, type HistoryPlay, type HistoryTitle } from './history-entry';
import { KEEP_EVERY, type MatchOptions } from './match-history';
import type { MatchLookups } from './match-lookups';

/** An episode TMDB does not know by its TVDB ID, with its plays. */
export interface UnfoundEpisode {
	tvdbEpisodeId: string;
	plays: HistoryPlay[];
	files: string[];
}

export interface PlacedEpisodes {
	titles: HistoryTitle[];
	unfound: UnfoundEpisode[];
}

type EpisodeLookups = Pick<MatchLookups, 'providerName' | 'findEpisode' | 'kept' | 'keep'>;

/** How many distinct episodes the plays name: what placing them looks up. */
export const episodeCount = (plays: readonly EpisodeIdPlay[]) => new Set(plays.map((p) => p.tvdbEpisodeId)).size;

export async function placeEpisodeIds(plays: readonly EpisodeIdPlay[], lookups: EpisodeLookups, options: MatchOptions = {}): Promise<PlacedEpisodes> {
	const key = (id: string) => `${lookups.providerName}:find:tvdb-episode:${id}`;
	const ids = [...new Set(plays.map((p) => p.tvdbEpisodeId))];
	const known = await lookups.kept(ids.map(key));
	const asking = ids.filter((id) => !known.has(key(id)));
	const fresh = new Map<string, unknown>();
	const flush = async () => {
		const batch = new Map(fresh);
		fresh.clear();
		await lookups.keep(batch);
	};
	let next = 0;
	let done = ids.length - asking.length;
	let failure: unknown;
	const worker = async () => {
		while (next < asking.length && failure === undefined && !options.signal?.aborted) {
			const id = asking[next++]!;
			try {
				const found = await lookups.findEpisode(id);
				known.set(key(id), found);
				fresh.set(key(id), found);
				if (fresh.size >= KEEP_EVERY) await flush();
				options.onProgress?.({ done: ++done, total: ids.length });
			} catch (error) {
				failure ??= error;
			}
		}
	};
	options.onProgress?.({ done, total: ids.length });
	await Promise.all(Array.from({ length: options.concurrency ?? 6 }, worker));
	await flush();
	if (failure !== undefined) throw failure;
	options.signal?.throwIfAborted();
	return gather(plays, (id) => (known.get(key(id)) ?? null) as FoundEpisode | null);
}

/** The plays in their series, each with its own day, season and number; the rest apart. */
export function gather(plays: readonly EpisodeIdPlay[], answer: (tvdbEpisodeId: string) => FoundEpisode | null): PlacedEpisodes {
	const book = new TitleBook();
	const unfound = new Map<string, UnfoundEpisode>();
	for (const { tvdbEpisodeId, play, file } of plays) {
		const found = answer(tvdbEpisodeId);
		if (found) {
			book.reading(file);
			// /find names no series: matching by its TMDB ID gives the name.
			const show = book.title('tv', { title: `TV Time series (TMDB ${found.showId})`, year: null, tmdbId: found.showId });
			show.plays.push({ ...play, season: found.seasonNumber, episode: found.episodeNumber });
			continue;
		}
		const entry = unfound.get(tvdbEpisodeId) ?? { tvdbEpisodeId, plays: [], files: [] };
		entry.plays.push(play);
		if (!entry.files.includes(file)) entry.files.push(file);
		unfound.set(tvdbEpisodeId, entry);
	}
	const titles = book.all();
	for (const title of titles) title.plays = mergeEpisodeRuns(title.plays);
	return { titles, unfound: [...unfound.values()] };
}
