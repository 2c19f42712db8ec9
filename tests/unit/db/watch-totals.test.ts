/**
 * The stats totals a transaction leaves must equal a count afresh of the logs, titles and episode
 * guides it commits, whatever it wrote and in which order: logs added, moved, redated, re-ranged and
 * deleted; a title's runtime or season counts changed, the title deleted or saved again; a guide
 * kept, changed or kept again the same, before or after the logs it counts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { aggregateOf } from '../../../src/lib/db/aggregate-recount';
import { LibraryStore } from '../../../src/lib/db/library-store';
import type { RecordInput } from '../../../src/lib/db/records-repo';
import type { EpisodeGuide } from '../../../src/lib/domain/episode-guide';
import type { WatchLog } from '../../../src/lib/domain/watch-logs';

const stores: LibraryStore[] = [];
afterEach(() => stores.splice(0).forEach((s) => s.close()));

const SERIES = ['1', '2', '3'];
const STAMP = '2026-01-01T00:00:00.000Z';

/** A small deterministic generator, so a failing sequence can be replayed. */
function random(seed: number): (n: number) => number {
	let state = seed;
	return (n) => {
		state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
		// The high bits: the low ones of this generator repeat every few calls.
		return Math.floor(state / 2 ** 16) % n;
	};
}

function series(id: string, next: (n: number) => number): RecordInput {
	const runtime = [undefined, 0, 30, 47][next(4)];
	const seasons = [undefined, 3, 5][next(3)];
	return {
		id: `tv:tmdb:${id}`,
		providerRef: { provider: 'tmdb', mediaType: 'tv', id },
		title: `Series ${id}`,
		status: 'watching',
		genres: [],
		tags: [],
		recommendedByPersonIds: [],
		posterPath: null,
		...(runtime === undefined ? {} : { runtimeMinutes: runtime }),
		...(seasons === undefined ? {} : { numberOfSeasons: seasons, numberOfEpisodes: seasons * (8 + next(6)) }),
		createdAt: STAMP,
		updatedAt: STAMP
	};
}

function guide(id: string, next: (n: number) => number): EpisodeGuide {
	const seasons = Array.from({ length: 1 + next(4) }, (_, i) => ({
		seasonNumber: i + 1,
		name: `Season ${i + 1}`,
		episodeNumbers: Array.from({ length: 2 + next(10) }, (_, e) => e + 1)
	}));
	return { providerKey: `tmdb:tv:${id}`, providerId: id, fetchedAt: STAMP, seasons };
}

function log(watchLogId: string, next: (n: number) => number): WatchLog {
	const seasonFrom = 1 + next(3);
	const shape = next(5);
	const range =
		shape === 0
			? {}
			: shape === 1
				? { seasonFrom }
				: shape === 2
					? { seasonFrom, episodeFrom: 1 + next(5), episodeTo: 6 + next(4) }
					: { seasonFrom, episodeFrom: 1 + next(9), seasonTo: seasonFrom + next(3), ...(next(2) ? { episodeTo: 1 + next(9) } : {}) };
	return {
		watchLogId,
		mediaRecordId: `tv:tmdb:${SERIES[next(SERIES.length)]}`,
		kind: 'tv',
		title: '',
		watchedOn: `202${4 + next(3)}-${String(1 + next(12)).padStart(2, '0')}-1${next(10)}`,
		watchedOnDefaulted: false,
		platformType: 'other',
		watchedWithPersonIds: [],
		...(next(3) === 0 ? { rating: (['dislike', 'okay', 'like', 'love'] as const)[next(4)] } : {}),
		...range,
		createdAt: STAMP,
		updatedAt: STAMP
	};
}

/** The totals as kept, and as the committed rows give them counted afresh. */
const totals = (store: LibraryStore) =>
	store.read(async (tx) => {
		const [kept, records, logs, guides] = await Promise.all([
			tx.aggregates.get('tv'),
			tx.records.page('tv', { words: [], limit: 10_000 }),
			tx.logs.page('tv', { limit: 10_000 }),
			tx.guides.all()
		]);
		return { kept, afresh: aggregateOf('tv', records.rows, logs.rows, guides) };
	});

describe('the stats totals of watches', () => {
	it('equal a fresh count after any mix of log, title and guide writes', async () => {
		const store = await LibraryStore.open(`watch-totals-${crypto.randomUUID()}`);
		stores.push(store);
		const next = random(20_261_201);
		await store.write((tx) => tx.records.put('tv', ...SERIES.map((id) => series(id, next))));
		const ids: string[] = [];
		const reached = new Set<string>();
		let made = 0;
		for (let round = 0; round < 120; round++) {
			await store.write(async (tx) => {
				for (let change = 0, changes = 1 + next(5); change < changes; change++) {
					const action = next(9);
					const id = SERIES[next(SERIES.length)]!;
					const saved = await tx.records.get('tv', `tv:tmdb:${id}`);
					const pick = ids[next(Math.max(1, ids.length))];
					if (action <= 2 || pick === undefined) {
						const added = log(`log-${made++}`, next);
						if (!(await tx.records.get('tv', added.mediaRecordId))) continue;
						ids.push(added.watchLogId);
						await tx.logs.put('tv', added);
					} else if (action === 3) {
						const moved = log(pick, next);
						if (await tx.records.get('tv', moved.mediaRecordId)) await tx.logs.put('tv', moved);
					} else if (action === 4) {
						await tx.logs.delete('tv', pick);
						ids.splice(ids.indexOf(pick), 1);
					} else if (action === 5) await tx.records.put('tv', series(id, next));
					else if (action === 6) await tx.guides.put(next(3) === 0 ? ((await tx.guides.get([`tmdb:tv:${id}`])).get(`tmdb:tv:${id}`) ?? guide(id, next)) : guide(id, next), []);
					else if (action === 7 && saved && next(4) === 0) {
						await tx.records.delete('tv', saved.id);
						for (const gone of await tx.logs.idsOfRecord('tv', saved.id)) ids.splice(ids.indexOf(gone), 1);
					} else if (!saved) await tx.records.put('tv', series(id, next));
				}
			});
			const { kept, afresh } = await totals(store);
			expect(kept, `round ${round}`).toEqual(afresh);
			const months = Object.values(kept.byMonth);
			if (months.reduce((n, m) => n + m.episodes, 0) > kept.watchLogs) reached.add('ranges');
			if (months.some((m) => m.untimed > 0)) reached.add('untimed');
			if (months.some((m) => m.minutes > 0)) reached.add('minutes');
		}
		// The sequence reached ranges of many episodes, titles with and without a runtime: the totals were not all zeros.
		expect([...reached].sort()).toEqual(['minutes', 'ranges', 'untimed']);
	});

	it('count a range across seasons from a guide kept after the log, and again when the guide changes', async () => {
		const store = await LibraryStore.open(`watch-totals-${crypto.randomUUID()}`);
		stores.push(store);
		const next = random(7);
		const breaking: RecordInput = { ...series('1396', next), runtimeMinutes: 47, numberOfSeasons: 5, numberOfEpisodes: 62 };
		const range: WatchLog = { ...log('range', next), mediaRecordId: breaking.id, watchedOn: '2025-03-01', seasonFrom: 1, episodeFrom: 5, seasonTo: 2, episodeTo: 3 };
		delete range.rating;
		await store.write(async (tx) => {
			await tx.records.put('tv', breaking);
			await tx.logs.put('tv', range);
		});
		const month = async () => (await totals(store)).kept.byMonth['2025-03'];
		// No guide: season 1 from E5 is the average season (62 / 5, about 12) less four; season 2 up to E3 is three.
		expect(await month()).toMatchObject({ watches: 1, episodes: 11, minutes: 11 * 47 });
		const outline = (seasonOne: number): EpisodeGuide => ({
			providerKey: 'tmdb:tv:1396',
			providerId: '1396',
			fetchedAt: STAMP,
			seasons: [
				{ seasonNumber: 1, name: 'Season 1', episodeNumbers: Array.from({ length: seasonOne }, (_, i) => i + 1) },
				{ seasonNumber: 2, name: 'Season 2', episodeNumbers: Array.from({ length: 13 }, (_, i) => i + 1) }
			]
		});
		await store.write((tx) => tx.guides.put(outline(7), []));
		expect(await month()).toMatchObject({ watches: 1, episodes: 6, minutes: 6 * 47 });
		await store.write((tx) => tx.guides.put(outline(8), []));
		expect(await month()).toMatchObject({ watches: 1, episodes: 7, minutes: 7 * 47 });
		const { kept, afresh } = await totals(store);
		expect(kept).toEqual(afresh);
	});
});
