/** What a tick says it logs, what it logged, and why an untick opens a longer watch. */
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../../src/lib/ui/labels';
import { deletedWords, loggedWords, partOfWords, rangeWords } from '../../../../src/lib/ui/title/tick-words';

const ep = (season: number, episode: number) => ({ season, episode });
const range = { seasonFrom: 1, episodeFrom: 1, seasonTo: 1, episodeTo: 6, watchLogId: 'l', watchedOn: '2025-11-03', createdAt: '2025-11-03T20:00:00.000Z' };

describe('tick words', () => {
	it('names the run a button logs, and the watched episodes it counts again', () => {
		expect(rangeWords({ from: ep(1, 2), to: ep(1, 4), rewatched: [] })).toBe('S1 E2–E4 in one watch');
		expect(rangeWords({ from: ep(1, 2), to: ep(1, 7), rewatched: [ep(1, 3), ep(1, 5)] })).toBe('S1 E2–E7 in one watch, counting S1 E3 and S1 E5 again');
	});

	it('says what was logged and on which day', () => {
		expect(loggedWords({ from: ep(1, 3), to: ep(1, 3), rewatched: [] }, 'today')).toBe('Logged S1 E3, today.');
		expect(loggedWords({ from: ep(1, 6), to: ep(2, 2), rewatched: [] }, 'yesterday')).toBe('Logged S1 E6 – S2 E2 in one watch, yesterday.');
		expect(loggedWords({ from: ep(1, 3), to: ep(1, 3), rewatched: [] }, 'unknown')).toBe('Logged S1 E3 on its air date.');
		expect(loggedWords({ from: ep(1, 2), to: ep(1, 5), rewatched: [ep(1, 3)] }, 'today')).toBe(
			'Logged S1 E2–E5 in one watch, today. It counts S1 E3 again: it was already watched.'
		);
	});

	it('explains an untick inside a longer watch before opening it', () => {
		expect(partOfWords(ep(1, 4), range)).toBe(`S1 E4 is part of your watch of S1 E1–E6 on ${formatDate('2025-11-03')}: edit that watch to change it.`);
	});

	it('says when an episode stays ticked after its own watch is deleted', () => {
		const own = { ...range, episodeFrom: 4, seasonTo: undefined, episodeTo: undefined };
		expect(deletedWords(ep(1, 4), own, false)).toBe(`Deleted your watch of S1 E4 on ${formatDate('2025-11-03')}.`);
		expect(deletedWords(ep(1, 4), own, true)).toContain('S1 E4 stays ticked: another watch includes it.');
	});
});
