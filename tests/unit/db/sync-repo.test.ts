/**
 * A first sync hands a library over in batches, from a saved position, so a tab closed midway
 * carries on where it stopped: every row comes exactly once, and watch logs come title by title
 * (the receiving device recounts each title once, not in every batch).
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Position } from '../../../src/lib/db/sync-repo';
import { expectOk, openTestGateway, type TestGateway } from '../../fixtures/gateway';

let t: TestGateway;

beforeEach(async () => {
	t = await openTestGateway();
	for (const providerId of ['603', '550', '27205']) {
		const { record } = expectOk(await t.app.svc_create({ operation: 'movies_upsertMovieRecord', input: { providerId } })) as { record: { id: string } };
		for (const watchedOn of ['2025-03-01', '2023-01-05', '2024-07-20']) {
			expectOk(await t.app.svc_create({ operation: 'movies_addMovieWatchLog', input: { log: { mediaRecordId: record.id, watchedOn } } }));
		}
	}
});
afterEach(() => t.gateway.close());

/** Every row of a table, in batches of `size`, each batch read from where the last one ended. */
async function inBatches(table: 'movies' | 'movieWatchLogs', size: number) {
	const batches: { id: string; row: unknown }[][] = [];
	let after: Position | null = null;
	for (;;) {
		const from: Position | null = after;
		const rows: { id: string; row: unknown; position: Position }[] = await t.gateway.library.forSync('read', (tx) => tx.sync.rowsAfter(table, from, size));
		if (rows.length === 0) return batches;
		batches.push(rows);
		after = rows.at(-1)!.position;
	}
}

it('hands every row over once, from where the last batch ended, and watch logs title by title', async () => {
	const titles = await inBatches('movies', 2);
	expect(titles.map((b) => b.length)).toEqual([2, 1]);
	expect(new Set(titles.flat().map((r) => r.id)).size).toBe(3);

	const logs = (await inBatches('movieWatchLogs', 4)).flat();
	expect(logs).toHaveLength(9);
	expect(new Set(logs.map((r) => r.id)).size).toBe(9);
	const order = logs.map((r) => r.row as { mediaRecordId: string; watchedOn: string });
	// Each title's logs together, oldest first.
	const runs = order.map((log) => log.mediaRecordId).filter((id, i, all) => id !== all[i - 1]);
	expect(runs).toHaveLength(3);
	for (const id of runs) {
		const dates = order.filter((log) => log.mediaRecordId === id).map((log) => log.watchedOn);
		expect(dates).toEqual(['2023-01-05', '2024-07-20', '2025-03-01']);
	}
});

it('a row written again within the same millisecond while its change was being sent stays waiting', async () => {
	const key = 'movies:movie:tmdb:603';
	await t.gateway.library.forSync('write', (tx) => tx.sync.track(true));
	const write = (rating: string) => t.app.svc_update({ operation: 'movies_upsertMovieRecord', input: { mediaRecordId: 'movie:tmdb:603', record: { providerRef: { provider: 'tmdb', mediaType: 'movie', id: '603' }, title: 'The Matrix', rating } } });
	expectOk(await write('like'));
	const read = await t.gateway.library.forSync('read', (tx) => tx.sync.pending(10));
	// The clock has not moved: the second write has the same time as the first.
	expectOk(await write('love'));
	await t.gateway.library.forSync('write', (tx) => tx.sync.settle(read));
	expect((await t.gateway.library.forSync('read', (tx) => tx.sync.pending(10))).map((row) => row.key)).toContain(key);
});

it('settling sent changes leaves the rows written since, those written again and those not sent', async () => {
	const at = '2026-11-26T20:00:00.000Z';
	const mark = (keys: string[]) => t.gateway.library.forSync('write', (tx) => tx.sync.markPending(keys.map((key) => ({ key, at, change: 'put' as const }))));
	const waiting = async () => (await t.gateway.library.forSync('read', (tx) => tx.sync.pending(100))).map((row) => row.key);
	await mark(['movies:a', 'movies:b', 'movies:c', 'movies:d', 'movies:e']);
	const read = await t.gateway.library.forSync('read', (tx) => tx.sync.pending(100));
	// Meanwhile b is written again and bb is written for the first time, inside the range read.
	await mark(['movies:b', 'movies:bb']);
	// c was refused by the server: it is not among those handled.
	await t.gateway.library.forSync('write', (tx) => tx.sync.settle(read.filter((row) => row.key !== 'movies:c')));
	expect(await waiting()).toEqual(['movies:b', 'movies:bb', 'movies:c']);
});

it('a change settled keeps its stamps, and stamps arriving for a row changed here leave its change waiting', async () => {
	const [logged, edited] = ['movies:movie:tmdb:550', 'movies:movie:tmdb:603'];
	const rate = (id: string, rating: string) => t.app.svc_update({ operation: 'movies_patchMovieRecord', input: { mediaRecordId: id.slice('movies:'.length), rating } });
	await t.gateway.library.forSync('write', (tx) => tx.sync.track(true));
	expectOk(await rate(logged, 'like'));
	expectOk(await rate(edited, 'love'));
	const [read, before] = await t.gateway.library.forSync('read', (tx) => Promise.all([tx.sync.pending(10), tx.sync.stamps([logged])]));
	expect(read.map((row) => row.key)).toEqual([logged, edited]);

	await t.gateway.library.forSync('write', (tx) => tx.sync.settle(read.filter((row) => row.key === logged)));
	// Another device's newer stamps for the row changed here arrive before its change is sent.
	const theirs = { key: edited, stamps: { t: '9999999999999-0000-ff' } };
	await t.gateway.library.forSync('arrivals', (tx) => tx.sync.holdStamps([theirs], undefined));

	const [waiting, held] = await t.gateway.library.forSync('read', (tx) => Promise.all([tx.sync.pending(10), tx.sync.stamps([logged, edited])]));
	expect(waiting).toEqual(read.filter((row) => row.key === edited));
	expect(held.get(logged)).toEqual({ key: logged, stamps: before.get(logged)!.stamps });
	expect(held.get(edited)?.stamps).toEqual(theirs.stamps);
});
