/**
 * The change record: writes made while sync is set up are sent, with stamps of what they changed;
 * writes made after it is turned off, or before it is set up, leave nothing to send, whatever the
 * transactions before them recorded.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { expectOk, openTestGateway, type TestGateway } from '../../fixtures/gateway';

let t: TestGateway;
const id = 'movie:tmdb:603';

beforeEach(async () => {
	t = await openTestGateway();
	expectOk(await t.app.svc_create({ operation: 'movies_upsertMovieRecord', input: { providerId: '603' } }));
});
afterEach(() => t.gateway.close());

const track = (on: boolean) => t.gateway.library.forSync('write', (tx) => tx.sync.track(on));
const waiting = async () => (await t.gateway.library.forSync('read', (tx) => tx.sync.pending(100))).map((row) => row.key).sort();
const stamps = (keys: string[]) => t.gateway.library.forSync('read', (tx) => tx.sync.stamps(keys));
const rate = (rating: 'like' | 'love' | 'dislike') => t.app.svc_update({ operation: 'movies_patchMovieRecord', input: { mediaRecordId: id, rating } });
const log = async (watchedOn: string) => {
	const created = expectOk(await t.app.svc_create({ operation: 'movies_addMovieWatchLog', input: { log: { mediaRecordId: id, watchedOn } } })) as { log: { watchLogId: string } };
	return created.log.watchLogId;
};

it('records each write while sync is on, with the fields it changed, and nothing once it is off', async () => {
	expectOk(await rate('like'));
	expect(await waiting()).toEqual([]);

	await track(true);
	const first = await log('2025-03-01');
	expect(await waiting()).toEqual([`movieWatchLogs:${first}`, `movies:${id}`]);
	const logged = (await stamps([`movies:${id}`])).get(`movies:${id}`)!.stamps!;

	// A rating alone is stamped apart from the rest of the row, later than it.
	expectOk(await rate('love'));
	const rated = (await stamps([`movies:${id}`])).get(`movies:${id}`)!.stamps!;
	expect(rated.t).toBe(logged.t);
	expect(rated.f?.rating! > logged.t!).toBe(true);

	await track(false);
	expect(await waiting()).toEqual([]);
	// The first write after sync is turned off follows writes that recorded theirs.
	await log('2025-03-02');
	expectOk(await rate('dislike'));
	expect(await waiting()).toEqual([]);
	expect((await stamps([`movies:${id}`])).size).toBe(0);

	await track(true);
	// And the first write after it is set up again follows writes that did not.
	expectOk(await rate('like'));
	expect(await waiting()).toEqual([`movies:${id}`]);
});

it('records a change made to a row the transaction read first, even when the row read is changed in place and written back', async () => {
	const at = '2026-11-22T10:00:00.000Z';
	const person = { id: 'person:sam', name: 'Sam', active: true, createdAt: at, updatedAt: at };
	await t.gateway.library.write((tx) => tx.people.put(person));
	await track(true);
	t.clock.advance(60_000);
	await t.gateway.library.write(async (tx) => {
		const read = (await tx.people.get(person.id))!;
		read.name = 'Samantha';
		await tx.people.put(read);
	});
	expect(await waiting()).toEqual([`people:${person.id}`]);
	// The name alone is stamped, later than the rest of the row.
	expect(Object.keys((await stamps([`people:${person.id}`])).get(`people:${person.id}`)!.stamps!.f ?? {})).toEqual(['name']);
});
