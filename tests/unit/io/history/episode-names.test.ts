// Netflix's episodes placed through their series' guide: by name, in the guide's language or not.
// The rows are real (netflix-dutch/, netflix-portuguese/, netflix-english/; sources in
// tests/fixtures/history/README.md); the guides are made, in the provider's shape, with the
// English names the series' episodes have.
import { describe, expect, it } from 'vitest';
import { placeEpisodes } from '../../../../src/lib/io/history/episode-names';
import type { HistoryExport } from '../../../../src/lib/io/history/history-entry';
import type { GuideEpisodeName, MatchLookups } from '../../../../src/lib/io/history/match-lookups';
import { looseFiles, readFixture, titleNamed } from '../../../fixtures/history';

const STRANGER_THINGS_1 = [
	'Chapter One: The Vanishing of Will Byers',
	'Chapter Two: The Weirdo on Maple Street',
	'Chapter Three: Holly, Jolly',
	'Chapter Four: The Body',
	'Chapter Five: The Flea and the Acrobat',
	'Chapter Six: The Monster',
	'Chapter Seven: The Bathtub',
	'Chapter Eight: The Upside Down'
];
const numbered = (names: string[], from = 1): GuideEpisodeName[] => names.map((name, i) => ({ episodeNumber: from + i, name }));

// Each series' guide by its provider ID and season; the ID is the title's name here.
const GUIDES: Record<string, GuideEpisodeName[]> = {
	'Stranger Things:1': numbered(STRANGER_THINGS_1),
	'Stranger Things:2': numbered(['Chapter One: MADMAX', 'Chapter Two: Trick or Treat, Freak', 'Chapter Three: The Pollywog']),
	// Lupin's second part goes on from the first: its episodes 1 to 5 are chapters 6 to 10.
	'Lupin:2': numbered(['Chapter 6', 'Chapter 7', 'Chapter 8', 'Chapter 9', 'Chapter 10']),
	// Riverdale's chapters run on across seasons: the third season's last is its 22nd episode.
	'Riverdale:3': numbered(['Chapter Fifty-Three: Jawbreaker', 'Chapter Fifty-Four: Fear the Reaper', 'Chapter Fifty-Five: Prom Night', 'Chapter Fifty-Six: The Dark Secret of Harvest House', 'Chapter Fifty-Seven: Survive the Night'], 18),
	'Rough Diamonds:1': numbered(['Episode 1', 'Episode 2', 'Episode 3', 'Episode 4', 'Episode 5', 'Episode 6', 'Episode 7', 'Episode 8'])
};

const lookups: Pick<MatchLookups, 'providerName' | 'season' | 'kept' | 'keep'> = {
	providerName: 'guide',
	season: async (id, season) => GUIDES[`${id}:${season}`] ?? [],
	kept: async () => new Map(),
	keep: async () => {}
};

async function placed(history: HistoryExport, title: string) {
	const entry = { providerId: title, mediaType: 'tv' as const, title, originalTitle: null, overview: null, year: null, genres: [], posterPath: null };
	const { matched, unplaced } = await placeEpisodes([{ title: titleNamed(history, title), entry }], lookups);
	return { episodes: matched[0]!.title.plays.map((p) => [p.watchedOn, p.season, p.episode, p.episodeTo ?? p.episode]), unplaced: unplaced.map((u) => [u.season, u.episodeName]) };
}

describe("Netflix episodes placed through their series' guide", () => {
	it('places a first season written without its label by name where the guide writes it so, by its chapter where it does not', async () => {
		const english = await placed(await readFixture(looseFiles('netflix-english')), 'Stranger Things');
		expect(english.episodes.filter(([, season]) => season === 1)).toEqual([
			['2022-02-07', 1, 1, 2],
			['2022-02-08', 1, 3, 8]
		]);
		// "Hoofdstuk 2: The Weirdo on Maple St.": not the guide's name, but its chapter 2.
		const dutch = await placed(await readFixture(looseFiles('netflix-dutch')), 'Stranger Things');
		expect(dutch.episodes.filter(([, season]) => season !== 3)).toEqual([
			['2021-06-18', 1, 1, 2],
			['2021-06-19', 1, 3, 5],
			['2021-06-20', 1, 6, 8],
			['2021-06-20', 2, 1, 1]
		]);
		// The season's other rows name chapters eight and nine, which this guide does not hold.
		expect(dutch.unplaced).toContainEqual([2, 'Hoofdstuk negen: The Gate']);
	});

	it("places a chapter by the guide's own chapters where they run on from an earlier season, and an episode word by its number", async () => {
		const dutch = await readFixture(looseFiles('netflix-dutch'));
		expect((await placed(dutch, 'Lupin')).episodes.filter(([, season]) => season === 2)).toEqual([['2021-06-16', 2, 4, 5]]);
		expect((await placed(dutch, 'Rough Diamonds')).episodes).toEqual([['2023-05-14', 1, 7, 8]]);
		const riverdale = await placed(await readFixture(looseFiles('netflix-portuguese')), 'Riverdale');
		expect(riverdale.episodes).toEqual([
			['2019-10-15', 3, 18, 21],
			['2019-10-16', 3, 22, 22]
		]);
	});
});
