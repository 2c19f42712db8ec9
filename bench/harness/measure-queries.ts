/** Reads through the gateway: records queries, watch log pages, stats and person links. */
import type { Result } from '$lib/gateway';
import { session, type Session } from './session';
import { measure, time, type Measure } from './stats';

type Input = Record<string, unknown>;
type Page = { items: unknown[]; nextCursor: string | null };

const PAGE = 50;

async function find(s: Session, operation: string, input: Input): Promise<Result> {
	return s.tools.svc_find({ operation, input });
}

async function page(s: Session, operation: string, input: Input): Promise<Page> {
	const result = await find(s, operation, input);
	if (!result.ok) throw new Error(`${operation} failed: ${JSON.stringify(result.error)}`);
	return result.data as Page;
}

/**
 * The cursor of the last page of 50, found by paging through (500 rows a step, then 50):
 * a cursor only names the last row seen, so it fits any page size.
 */
async function deepestCursor(s: Session, operation: string, input: Input): Promise<string | undefined> {
	let cursor: string | undefined;
	for (;;) {
		const next = await page(s, operation, { ...input, limit: 500, ...(cursor ? { cursor } : {}) });
		if (next.nextCursor === null) break;
		cursor = next.nextCursor;
	}
	// `cursor` opens the last page of 500: walk it 50 at a time.
	for (;;) {
		const next = await page(s, operation, { ...input, limit: PAGE, ...(cursor ? { cursor } : {}) });
		if (next.nextCursor === null) return cursor;
		cursor = next.nextCursor;
	}
}

/** Times one operation called with inputs that vary by run. */
async function timeFind(s: Session, reps: number, operation: string, input: (i: number) => Input): Promise<number[]> {
	return time((i) => find(s, operation, input(i)), { reps });
}

async function recordsMeasures(s: Session, reps: number): Promise<Measure[]> {
	const op = 'movies_queryMovieRecords';
	const { commonWords, rareWords, twoWords } = s.picks;
	const statuses = ['want_to_watch', 'watched', 'dropped'];
	const cycle = (list: string[]) => (i: number) => list[i % list.length]!;
	const lastOf = async (input: Input) => ({ ...input, limit: PAGE, cursor: await deepestCursor(s, op, input) });
	const last = { plain: await lastOf({}), common: await lastOf({ query: commonWords[0] }), status: await lastOf({ status: 'want_to_watch' }) };
	const common = cycle(commonWords);
	const rare = cycle(rareWords);
	const two = cycle(twoWords);
	const status = cycle(statuses);
	return [
		measure('records.text.common', `records query, a common word ("${commonWords.join('", "')}")`, await timeFind(s, reps, op, (i) => ({ query: common(i), limit: PAGE })), { baseline: 'raw.wordLookup' }),
		measure('records.text.rare', `records query, a rare word ("${rareWords.join('", "')}")`, await timeFind(s, reps, op, (i) => ({ query: rare(i), limit: PAGE })), { baseline: 'raw.wordLookup' }),
		measure('records.text.twoWords', `records query, two words ("${twoWords.slice(0, 2).join('", "')}", ...)`, await timeFind(s, reps, op, (i) => ({ query: two(i), limit: PAGE })), { baseline: 'raw.wordLookup' }),
		measure('records.text.lastPage', `records query "${commonWords[0]}", last page`, await timeFind(s, reps, op, () => last.common), { baseline: 'raw.wordLookup' }),
		measure('records.status', 'records query by status, first page', await timeFind(s, reps, op, (i) => ({ status: status(i), limit: PAGE })), { baseline: 'raw.recordsPage' }),
		measure('records.status.lastPage', 'records query by status, last page', await timeFind(s, reps, op, () => last.status), { baseline: 'raw.recordsPage' }),
		measure('records.lastPage', 'records in title order, last page', await timeFind(s, reps, op, () => last.plain), { baseline: 'raw.recordsPage' })
	];
}

async function logMeasures(s: Session, reps: number): Promise<Measure[]> {
	const op = 'tv_series_queryTvSeriesWatchLogs';
	const { busySeries, years } = s.picks;
	const period = (year: string) => ({ from: `${year}-01-01`, to: `${year}-12-31` });
	const deepest = async (input: Input) => ({ ...input, limit: PAGE, cursor: await deepestCursor(s, op, input) });
	const last = {
		plain: await deepest({}),
		period: await deepest(period('2018')),
		title: await deepest({ mediaRecordId: busySeries[0] })
	};
	const year = (i: number) => years[i % years.length]!;
	const series = (i: number) => busySeries[i % busySeries.length]!;
	const one = (label: string, id: string, samples: number[]) => measure(id, label, samples, { baseline: 'raw.logsPage' });
	return [
		one('watch log page, first', 'logs.first', await timeFind(s, reps, op, () => ({ limit: PAGE }))),
		one('watch log page, deepest', 'logs.deepest', await timeFind(s, reps, op, () => last.plain)),
		one('watch log page, one year, first', 'logs.period.first', await timeFind(s, reps, op, (i) => ({ ...period(year(i)), limit: PAGE }))),
		one('watch log page, one year, deepest', 'logs.period.deepest', await timeFind(s, reps, op, () => last.period)),
		one('watch log page, one title, first', 'logs.title.first', await timeFind(s, reps, op, (i) => ({ mediaRecordId: series(i), limit: PAGE }))),
		one('watch log page, one title, deepest', 'logs.title.deepest', await timeFind(s, reps, op, () => last.title)),
		one('watch log page, one title and one year', 'logs.titlePeriod', await timeFind(s, reps, op, (i) => ({ mediaRecordId: series(i), ...period(year(i)), limit: PAGE })))
	];
}

async function statsAndLinks(s: Session, reps: number): Promise<Measure[]> {
	const statsOp = (i: number) => (i % 2 === 0 ? 'tv_series_queryTvSeriesStats' : 'movies_queryMovieStats');
	const linksOp = (i: number) => (i % 2 === 0 ? 'tv_series_queryTvSeriesPersonLinks' : 'movies_queryMoviePersonLinks');
	const { years, linkedPeople } = s.picks;
	return [
		measure('stats.all', 'stats, whole library', await time((i) => find(s, statsOp(i), {}), { reps }), { baseline: 'raw.logsCount' }),
		measure('stats.year', 'stats, one year', await time((i) => find(s, statsOp(i), { year: years[i % years.length] }), { reps }), { baseline: 'raw.logsCount' }),
		measure('links.person', 'person links (recommended, watched with, tastes)', await time((i) => find(s, linksOp(i), { personId: linkedPeople[i % linkedPeople.length] }), { reps }), {
			baseline: 'raw.logsPage'
		})
	];
}

export async function measureQueries(reps: number): Promise<Measure[]> {
	const s = session();
	return [...(await recordsMeasures(s, reps)), ...(await logMeasures(s, reps)), ...(await statsAndLinks(s, reps))];
}
