// Placing watches that TV Time's 2020-era files name by TVDB episode ID alone: each in its series,
// season (specials' 0, a year) and number through /find, each on its own day; every answer kept,
// so a stopped run goes on where it stopped; what /find does not know listed.
import { describe, expect, it } from 'vitest';
import type { FoundEpisode } from '../../../../src/lib/provider/catalog-provider';
import type { EpisodeIdPlay } from '../../../../src/lib/io/history/history-entry';
import { placeEpisodeIds } from '../../../../src/lib/io/history/episode-ids';
import { EPISODE_ID_REASONS, unfoundLeftOut } from '../../../../src/lib/io/history/left-out';
import type { MatchLookups } from '../../../../src/lib/io/history/match-lookups';

/** /find as TMDB would answer it for these TVDB episode IDs; anything else unknown. */
const EPISODES: Record<string, FoundEpisode> = {
	'101': { showId: '500', seasonNumber: 1, episodeNumber: 1 },
	'102': { showId: '500', seasonNumber: 1, episodeNumber: 2 },
	'103': { showId: '500', seasonNumber: 1, episodeNumber: 3 },
	'190': { showId: '500', seasonNumber: 0, episodeNumber: 4 },
	'201': { showId: '600', seasonNumber: 2003, episodeNumber: 12 }
};

function catalog(failAfter = Infinity): Pick<MatchLookups, 'providerName' | 'findEpisode' | 'kept' | 'keep'> & { asked: string[] } {
	const kept = new Map<string, unknown>();
	const asked: string[] = [];
	return {
		providerName: 'tmdb',
		asked,
		async findEpisode(id) {
			if (asked.length >= failAfter) throw new Error('TMDB is down');
			asked.push(id);
			return EPISODES[id] ?? null;
		},
		kept: async (keys) => new Map(keys.filter((k) => kept.has(k)).map((k) => [k, kept.get(k)])),
		keep: async (values) => void values.forEach((v, k) => kept.set(k, v))
	};
}

const seen = (id: string, watchedOn: string, extra: Partial<EpisodeIdPlay['play']> = {}): EpisodeIdPlay => ({
	tvdbEpisodeId: id,
	play: { key: `tvtime:seen:${id}:${watchedOn}`, watchedOn, ...extra },
	file: 'seen_episode.csv'
});

const PLAYS = [
	seen('101', '2016-03-01'),
	seen('102', '2016-03-01'),
	seen('103', '2016-03-09'),
	seen('190', '2016-12-25'),
	seen('201', '2019-05-05'),
	seen('999', '2017-01-01'),
	{ tvdbEpisodeId: '101', play: { key: 'tvtime:rewatch:101:1', watchedOn: '2018-02-08' }, file: 'rewatched_episode.csv' },
	{ tvdbEpisodeId: '101', play: { key: 'tvtime:rewatch:101:2', watchedOn: '2019-04-01', dateDefaulted: true as const }, file: 'rewatched_episode.csv' }
];

describe('watches named by TVDB episode ID', () => {
	it('go into their series with their own days, specials and year-numbered seasons kept, rewatches apart', async () => {
		const { titles } = await placeEpisodeIds(PLAYS, catalog());
		expect(titles.map((t) => [t.key, t.tmdbId, t.files])).toEqual([
			['tv:tmdb:500', '500', ['seen_episode.csv', 'rewatched_episode.csv']],
			['tv:tmdb:600', '600', ['seen_episode.csv']]
		]);
		expect(titles[0]!.plays.map((p) => [p.watchedOn, p.season, p.episode, p.episodeTo, p.dateDefaulted])).toEqual([
			['2016-03-01', 1, 1, 2, undefined],
			['2016-03-09', 1, 3, undefined, undefined],
			['2016-12-25', 0, 4, undefined, undefined],
			['2018-02-08', 1, 1, undefined, undefined],
			['2019-04-01', 1, 1, undefined, true]
		]);
		expect(titles[1]!.plays).toEqual([{ key: 'tvtime:seen:201:2019-05-05', watchedOn: '2019-05-05', season: 2003, episode: 12 }]);
	});

	it('that /find does not know are listed, each with the days it was seen', async () => {
		const { unfound } = await placeEpisodeIds(PLAYS, catalog());
		expect(unfoundLeftOut(unfound, EPISODE_ID_REASONS.unfound)).toEqual([
			{ title: 'TVDB episode 999 (seen 2017-01-01)', year: null, files: ['seen_episode.csv'], reason: 'not found on TMDB by their TVDB episode ID', unit: 'episode' }
		]);
	});

	it('are looked up once per episode, with progress; a stopped run goes on where it stopped and a second asks nothing', async () => {
		const lookups = catalog(3);
		await expect(placeEpisodeIds(PLAYS, lookups, { concurrency: 1 })).rejects.toThrow('TMDB is down');
		expect(lookups.asked).toEqual(['101', '102', '103']);

		const again = { ...lookups, findEpisode: catalog().findEpisode };
		const progress: number[] = [];
		const placed = await placeEpisodeIds(PLAYS, again, { concurrency: 1, onProgress: (p) => progress.push(p.done) });
		expect(progress).toEqual([3, 4, 5, 6]);
		expect(placed.titles).toHaveLength(2);

		const third = catalog();
		const once = await placeEpisodeIds(PLAYS, { ...third, kept: lookups.kept });
		expect(third.asked).toEqual([]);
		expect(once).toEqual(placed);
	});
});
