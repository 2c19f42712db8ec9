/** What the Diary and Stats write out: TV ranges, periods, and the months a chart shows. */
import { describe, expect, it } from 'vitest';
import { formatEpisodeRange } from '../../../src/lib/ui/diary/episode-range';
import { diaryHref, quickPicks, samePeriod } from '../../../src/lib/ui/diary/period';
import { formatHours, measureInfo } from '../../../src/lib/ui/stats/measures';
import { monthBars, summarize, yearBars, type BothStats, type KindStats } from '../../../src/lib/ui/stats/stats-data';

describe('formatEpisodeRange', () => {
	it.each([
		[{}, ''],
		[{ seasonFrom: 1 }, 'S1'],
		[{ seasonFrom: 1, episodeFrom: 3 }, 'S1 E3'],
		[{ seasonFrom: 1, episodeFrom: 1, episodeTo: 5 }, 'S1 E1–E5'],
		[{ seasonFrom: 1, episodeFrom: 1, seasonTo: 1, episodeTo: 5 }, 'S1 E1–E5'],
		[{ seasonFrom: 1, episodeTo: 5 }, 'S1 up to E5'],
		[{ seasonFrom: 1, seasonTo: 3 }, 'S1–S3'],
		[{ seasonFrom: 1, episodeFrom: 8, seasonTo: 2, episodeTo: 2 }, 'S1 E8 – S2 E2'],
		[{ seasonFrom: 1, seasonTo: 2, episodeTo: 4 }, 'S1 – S2 E4']
	])('%j reads %s', (range, text) => {
		expect(formatEpisodeRange(range)).toBe(text);
	});
});

describe('periods', () => {
	it('offers whole calendar months and years around today', () => {
		const picks = quickPicks(new Date(2024, 2, 15));
		expect(picks.map((p) => [p.label, p.period])).toEqual([
			['This month', { from: '2024-03-01', to: '2024-03-31' }],
			['Last month', { from: '2024-02-01', to: '2024-02-29' }],
			['This year', { from: '2024-01-01', to: '2024-12-31' }],
			['All time', {}]
		]);
		expect(quickPicks(new Date(2024, 0, 10))[1]!.period).toEqual({ from: '2023-12-01', to: '2023-12-31' });
	});

	it('keeps the period in the address; all time is the bare Diary', () => {
		expect(diaryHref({})).toBe('/diary');
		expect(diaryHref({ from: '2024-01-01', to: '2024-01-31' })).toBe('/diary?from=2024-01-01&to=2024-01-31');
		expect(samePeriod({}, { from: undefined })).toBe(true);
		expect(samePeriod({ from: '2024-01-01' }, {})).toBe(false);
	});
});

/** A kind's stats from its watches per month; each watch is two episodes of 45 minutes (a series') or a 90-minute film. */
function kind(months: Record<string, number>, series = false): KindStats {
	const row = (count: number) => ({ count, episodes: series ? count * 2 : 0, minutes: count * 90 });
	const byYear = new Map<number, number>();
	for (const [m, n] of Object.entries(months)) byYear.set(Number(m.slice(0, 4)), (byYear.get(Number(m.slice(0, 4))) ?? 0) + n);
	const none = { dislike: 0, okay: 0, like: 0, love: 0 };
	return {
		totals: { saved: 0, byStatus: { want_to_watch: 0, watching: 0, watched: 0, completed: 0, dropped: 0, on_hold: 0 }, watchLogs: 0, rated: 0 },
		byYear: [...byYear].map(([year, count]) => ({ year, ...row(count) })),
		byMonth: Object.entries(months).map(([month, count]) => ({ month, ...row(count) })),
		ratings: { ...none, unrated: 0 },
		watched: { watchLogs: 0, episodes: 0, minutes: 0, untimedLogs: 0, ratings: none }
	};
}

describe('chart bars', () => {
	const stats: BothStats = { movie: kind({ '2023-06': 2, '2024-02': 1 }), tv: kind({ '2024-02': 3, '2021-01': 1 }, true) };

	it('all years: the twelve months up to the latest watch, empty ones kept, years named where they start', () => {
		const bars = monthBars(stats);
		expect(bars.map((b) => b.key)).toEqual([
			'2023-03', '2023-04', '2023-05', '2023-06', '2023-07', '2023-08', '2023-09', '2023-10', '2023-11', '2023-12', '2024-01', '2024-02'
		]);
		expect(bars[3]).toMatchObject({ movie: 2, tv: 0, href: '/diary?from=2023-06-01&to=2023-06-30' });
		expect(bars[11]).toMatchObject({ movie: 1, tv: 3, href: '/diary?from=2024-02-01&to=2024-02-29' });
		expect(bars.flatMap((b) => (b.caption ? [b.caption] : []))).toEqual(['2023', '2024']);
	});

	it('one year: January to December', () => {
		const bars = monthBars(stats, '2021');
		expect(bars[0]).toMatchObject({ key: '2021-01', tv: 1, movie: 0 });
		expect(bars.at(-1)!.key).toBe('2021-12');
		expect(bars.some((b) => b.caption)).toBe(false);
	});

	it('years newest first, both kinds stacked, and a spoken summary', () => {
		expect(yearBars(stats).map((b) => [b.key, b.movie, b.tv])).toEqual([
			['2024', 1, 3],
			['2023', 2, 0],
			['2021', 0, 1]
		]);
		expect(summarize(yearBars(stats), measureInfo('watches'))).toBe('7 watches in total. Highest: 2024, 4 (1 movie, 3 series).');
		expect(summarize([], measureInfo('watches'))).toBe('No watches.');
	});

	it('counts episodes (the series’ alone) or hours to a tenth, by year and by month', () => {
		expect(yearBars(stats, 'episodes').map((b) => [b.key, b.movie, b.tv])).toEqual([
			['2024', 0, 6],
			['2023', 0, 0],
			['2021', 0, 2]
		]);
		expect(yearBars(stats, 'hours').map((b) => [b.key, b.movie, b.tv])).toEqual([
			['2024', 1.5, 4.5],
			['2023', 3, 0],
			['2021', 0, 1.5]
		]);
		expect(monthBars(stats, '2024', 'hours')[1]).toMatchObject({ key: '2024-02', movie: 1.5, tv: 4.5 });
		expect(summarize(yearBars(stats, 'hours'), measureInfo('hours'))).toBe('10.5 hours in total. Highest: 2024, 6 (movies 1.5, series 4.5).');
		expect(summarize(yearBars(stats, 'episodes'), measureInfo('episodes'))).toBe('8 episodes in total. Highest: 2024, 6.');
	});

	it('writes hours with a tenth below a hundred, whole above', () => {
		expect([formatHours(0), formatHours(94), formatHours(599), formatHours(929), formatHours(5_999), formatHours(75_000)]).toEqual(['0', '1.6', '10', '15.5', '100', '1,250']);
	});
});
