// Matching by name against the demo catalog's search: a candidate must share the title's words,
// not a piece of one, and its year must be within one of the export's; else the title is not
// found, and the person is never asked to choose among titles that only contain the word.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HistoryTitle } from '../../../../src/lib/io/history/history-entry';
import { classify, MIN_SCORE, titleScore, type MatchState } from '../../../../src/lib/io/history/match-title';
import { matchFixture } from '../../../fixtures/history';
import { openTestGateway, type TestGateway } from '../../../fixtures/gateway';

let t: TestGateway;
beforeEach(async () => {
	t = await openTestGateway();
});
afterEach(() => t.gateway.close());

const film = (title: string, year: number | null): HistoryTitle => ({ key: `movie:title:${title}|${year ?? ''}`, kind: 'movie', title, year, plays: [], tags: [], watchlist: false, watched: true, files: ['diary.csv'] });

function offered(state: MatchState | undefined): string[] {
	if (state?.state === 'ambiguous') return state.candidates.map((c) => `${c.title} (${c.year})`);
	return state && 'entry' in state ? [`${state.entry.title} (${state.entry.year})`] : [];
}

describe('matching a title by its name', () => {
	it('finds no candidate in a title that only contains the word: RED, Up, Men, War', async () => {
		const titles = [film('RED', 2010), film('Up', 2009), film('Men', 2022), { ...film('War', null), eitherKind: true as const }];
		const states = await matchFixture(t.gateway, { source: 'imdb', titles, files: [], report: [] });
		expect(titles.map((title) => [title.title, states.get(title.key)?.state, offered(states.get(title.key))])).toEqual([
			['RED', 'unmatched', []],
			['Up', 'unmatched', []],
			['Men', 'unmatched', []],
			['War', 'unmatched', []]
		]);
	});

	it('offers what shares the words with the year within one, best first, and matches the same title and year by itself', async () => {
		const titles = [film('The Godfather', 1973), film('Godfather', 1972), film('The Good the Bad and the Ugly', 1966), film('Star Wars', 1976)];
		const states = await matchFixture(t.gateway, { source: 'letterboxd', titles, files: [], report: [] });
		expect(titles.map((title) => [states.get(title.key)?.state, offered(states.get(title.key))])).toEqual([
			['ambiguous', ['The Godfather (1972)', 'The Godfather Part II (1974)']],
			['ambiguous', ['The Godfather (1972)']],
			['title_year', ['The Good, the Bad and the Ugly (1966)']],
			['ambiguous', ['Star Wars (1977)']]
		]);
	});

	it('scores words, not letters, and a title held whole in a longer one at the threshold', () => {
		expect(titleScore('RED', 'The Shawshank Redemption')).toBe(0);
		expect(titleScore('Men', '12 Angry Men')).toBeLessThan(MIN_SCORE);
		expect(titleScore('Star Wars', 'Star Wars: Episode IV - A New Hope')).toBe(MIN_SCORE);
		expect(titleScore('Amélie', 'Amelie')).toBe(1);
		const candidate = { providerId: '1', mediaType: 'movie' as const, title: 'Alien', originalTitle: null, overview: null, year: 1979, genres: [], posterPath: null };
		expect(classify({ title: 'Alien', year: 1986 }, [candidate])).toEqual({ state: 'unmatched' });
		expect(classify({ title: 'Alien', year: 1980 }, [candidate])).toEqual({ state: 'ambiguous', candidates: [candidate] });
	});
});
