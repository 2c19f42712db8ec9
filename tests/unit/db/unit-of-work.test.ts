/**
 * The unit of work settles what a transaction's puts and deletes imply. A record's watch count
 * and last-watched date after a write, worked out from its newest logs read ahead and what the
 * write changed, must equal what its logs give when counted afresh, whatever the write did: add,
 * redate, move away, move in or delete, one log or several. A log carries its record's title, and
 * a deleted record takes its logs and recommendations with it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LibraryStore } from '../../../src/lib/db/library-store';
import type { RecordInput } from '../../../src/lib/db/records-repo';
import type { WatchLog } from '../../../src/lib/domain/watch-logs';

const RECORD = 'record-a';
const OTHER = 'record-b';
const stores: LibraryStore[] = [];
afterEach(() => stores.splice(0).forEach((s) => s.close()));

/** A small deterministic generator, so a failing sequence can be replayed. */
function random(seed: number): (n: number) => number {
	let state = seed;
	return (n) => {
		state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
		return state % n;
	};
}

function log(watchLogId: string, mediaRecordId: string, day: number): WatchLog {
	const watchedOn = `2024-${String(1 + (day % 12)).padStart(2, '0')}-${String(1 + (day % 28)).padStart(2, '0')}`;
	return {
		watchLogId,
		mediaRecordId,
		kind: 'movie',
		title: 'A film',
		watchedOn,
		watchedOnDefaulted: false,
		platformType: 'other',
		watchedWithPersonIds: [],
		createdAt: '2026-01-01T00:00:00.000Z',
		updatedAt: '2026-01-01T00:00:00.000Z'
	};
}

/** A record as a writer puts it: with no watch count or last-watched date, which are the unit of work's. */
function record(id: string, title = `Film ${id}`): RecordInput {
	return {
		id,
		providerRef: { provider: 'tmdb', mediaType: 'movie', id: id.replace(/\D/g, '') || '1' },
		title,
		status: 'want_to_watch',
		genres: [],
		tags: [],
		recommendedByPersonIds: [],
		posterPath: null,
		createdAt: '2026-01-01T00:00:00.000Z',
		updatedAt: '2026-01-01T00:00:00.000Z'
	};
}

async function openWithRecords(): Promise<LibraryStore> {
	const store = await LibraryStore.open(`unit-of-work-${crypto.randomUUID()}`);
	stores.push(store);
	await store.write((tx) => tx.records.put('movie', record(RECORD), record(OTHER)));
	return store;
}

/** The record's derived fields as stored, and as its logs give them when counted afresh. */
const settled = (store: LibraryStore, id: string) =>
	store.read(async (tx) => {
		const stored = await tx.records.get('movie', id);
		const afresh = await tx.logs.derivedFor('movie', id);
		return { stored: { watchCount: stored?.watchCount, lastWatchedOn: stored?.lastWatchedOn }, afresh };
	});

describe('last-watched date from logs read ahead', () => {
	it('matches the logs after any mix of writes to one record', async () => {
		const store = await openWithRecords();
		const next = random(20_261_122);
		const ids: string[] = [];
		let made = 0;
		await store.write(async (tx) => {
			for (; made < 6; made++) {
				ids.push(`log-${made}`);
				await tx.logs.put('movie', log(`log-${made}`, RECORD, next(300)));
			}
		});
		for (let round = 0; round < 100; round++) {
			await store.write(async (tx) => {
				for (let change = 0, changes = 1 + next(4); change < changes; change++) {
					const pick = ids[next(ids.length)];
					const action = pick === undefined ? 0 : next(4);
					if (action === 0) {
						ids.push(`log-${made}`);
						await tx.logs.put('movie', log(`log-${made++}`, RECORD, next(300)));
					} else if (action === 1) await tx.logs.put('movie', log(pick!, RECORD, next(300)));
					else if (action === 2) await tx.logs.put('movie', log(pick!, next(2) === 0 ? OTHER : RECORD, next(300)));
					else {
						await tx.logs.delete('movie', pick!);
						ids.splice(ids.indexOf(pick!), 1);
					}
				}
			});
			for (const id of [RECORD, OTHER]) {
				const { stored, afresh } = await settled(store, id);
				expect(stored, `round ${round}, ${id}`).toEqual(afresh);
			}
		}
	});

	it('asks the index when the write touched every log read ahead', async () => {
		const store = await openWithRecords();
		await store.write(async (tx) => {
			for (const [id, day] of [['oldest', 1], ['third', 2], ['second', 3], ['newest', 4]] as const) await tx.logs.put('movie', log(id, RECORD, day));
		});
		await store.write(async (tx) => {
			await tx.logs.delete('movie', 'newest');
			await tx.logs.put('movie', log('second', OTHER, 3));
		});
		const { stored, afresh } = await settled(store, RECORD);
		expect(stored).toEqual({ watchCount: 2, lastWatchedOn: log('third', RECORD, 2).watchedOn });
		expect(stored).toEqual(afresh);
	});

	it('is none once the last log of a record is deleted', async () => {
		const store = await openWithRecords();
		await store.write((tx) => tx.logs.put('movie', log('only', RECORD, 10)));
		await store.write((tx) => tx.logs.delete('movie', 'only'));
		expect((await settled(store, RECORD)).stored).toEqual({ watchCount: 0, lastWatchedOn: null });
	});
});

describe('what else a write implies', () => {
	it('keeps the watch count and last-watched date its logs give whatever the writer puts', async () => {
		const store = await openWithRecords();
		await store.write((tx) => tx.logs.put('movie', log('one', RECORD, 10)));
		const put = await store.write(async (tx) => (await tx.records.put('movie', { ...record(RECORD), watchCount: 99, lastWatchedOn: '1999-01-01' }))[0]);
		expect({ watchCount: put?.watchCount, lastWatchedOn: put?.lastWatchedOn }).toEqual({ watchCount: 1, lastWatchedOn: log('one', RECORD, 10).watchedOn });
		expect((await settled(store, RECORD)).stored).toEqual({ watchCount: 1, lastWatchedOn: log('one', RECORD, 10).watchedOn });
	});

	it('gives every log its record title, when the log is put and when the record is renamed', async () => {
		const store = await openWithRecords();
		await store.write((tx) => tx.logs.put('movie', { ...log('one', RECORD, 1), title: 'Some other name' }, log('two', RECORD, 2)));
		const titles = () => store.read(async (tx) => [(await tx.logs.get('movie', 'one'))?.title, (await tx.logs.get('movie', 'two'))?.title]);
		expect(await titles()).toEqual([`Film ${RECORD}`, `Film ${RECORD}`]);
		// Renamed in the same transaction as a new log is put for it: both carry the new name.
		await store.write(async (tx) => {
			await tx.logs.put('movie', log('one', RECORD, 3));
			await tx.records.put('movie', record(RECORD, 'Renamed'));
		});
		expect(await titles()).toEqual(['Renamed', 'Renamed']);
	});

	it('removes a deleted record with its logs and recommendations, and moves the totals', async () => {
		const store = await openWithRecords();
		await store.write(async (tx) => {
			await tx.logs.put('movie', log('one', RECORD, 1), log('two', RECORD, 2), log('kept', OTHER, 3));
			await tx.recommendations.put('movie', { recommendationId: 'rec', kind: 'movie', mediaRecordId: RECORD, personId: 'p', status: 'open', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' });
		});
		await store.write((tx) => tx.records.delete('movie', RECORD));
		const left = await store.read(async (tx) => ({
			record: await tx.records.get('movie', RECORD),
			logs: await Promise.all(['one', 'two', 'kept'].map(async (id) => (await tx.logs.get('movie', id))?.watchLogId)),
			recommendations: (await tx.recommendations.forRecord('movie', RECORD)).length,
			totals: await tx.aggregates.get('movie')
		}));
		expect(left.record).toBeUndefined();
		expect(left.logs).toEqual([undefined, undefined, 'kept']);
		expect(left.recommendations).toBe(0);
		expect({ saved: left.totals.saved, watchLogs: left.totals.watchLogs }).toEqual({ saved: 1, watchLogs: 1 });
	});

	it('writes nothing of a transaction that fails after its puts', async () => {
		const store = await openWithRecords();
		await expect(
			store.write(async (tx) => {
				await tx.logs.put('movie', log('one', RECORD, 1));
				await tx.records.put('movie', record(RECORD, 'Renamed'));
				throw new Error('the operation gave up');
			})
		).rejects.toThrow('the operation gave up');
		const { stored } = await settled(store, RECORD);
		expect(stored).toEqual({ watchCount: 0, lastWatchedOn: null });
		expect(await store.read(async (tx) => [(await tx.records.get('movie', RECORD))?.title, await tx.logs.get('movie', 'one')])).toEqual([`Film ${RECORD}`, undefined]);
	});
});
