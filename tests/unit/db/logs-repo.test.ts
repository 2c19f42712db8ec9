/**
 * A record's last-watched date after a write, worked out from its newest logs read ahead
 * (LogsRepo.readNewest) and what the write changed, must equal the date the index gives when
 * asked afresh, whatever the write did: add, redate, move away, move in or delete, one log or several.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LibraryStore } from '../../../src/lib/db/library-store';
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

const lastWatchedAfresh = (store: LibraryStore, id: string) => store.read(async (tx) => (await tx.logs.derivedFor('movie', id)).lastWatchedOn);

describe('last-watched date from logs read ahead', () => {
	it('matches the index after any mix of writes to one record', async () => {
		const store = await LibraryStore.open(`logs-repo-${crypto.randomUUID()}`);
		stores.push(store);
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
			const ahead = await store.write(async (tx) => {
				await tx.logs.readNewest('movie', RECORD);
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
				return (await tx.logs.derivedFor('movie', RECORD)).lastWatchedOn;
			});
			expect(ahead, `round ${round}`).toBe(await lastWatchedAfresh(store, RECORD));
		}
	});

	it('asks the index when the write touched every log read ahead', async () => {
		const store = await LibraryStore.open(`logs-repo-${crypto.randomUUID()}`);
		stores.push(store);
		await store.write(async (tx) => {
			for (const [id, day] of [['oldest', 1], ['third', 2], ['second', 3], ['newest', 4]] as const) await tx.logs.put('movie', log(id, RECORD, day));
		});
		const ahead = await store.write(async (tx) => {
			await tx.logs.readNewest('movie', RECORD);
			await tx.logs.delete('movie', 'newest');
			await tx.logs.put('movie', log('second', OTHER, 3));
			return (await tx.logs.derivedFor('movie', RECORD)).lastWatchedOn;
		});
		expect(ahead).toBe(log('third', RECORD, 2).watchedOn);
		expect(ahead).toBe(await lastWatchedAfresh(store, RECORD));
	});

	it('is none once the last log of a record is deleted', async () => {
		const store = await LibraryStore.open(`logs-repo-${crypto.randomUUID()}`);
		stores.push(store);
		await store.write((tx) => tx.logs.put('movie', log('only', RECORD, 10)));
		const ahead = await store.write(async (tx) => {
			await tx.logs.readNewest('movie', RECORD);
			await tx.logs.delete('movie', 'only');
			return (await tx.logs.derivedFor('movie', RECORD)).lastWatchedOn;
		});
		expect(ahead).toBeNull();
	});
});
