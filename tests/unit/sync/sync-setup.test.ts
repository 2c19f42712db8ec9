/** Setting sync up: credentials and passphrase are checked before anything is written; encryption hides the library. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sameData } from '../../../src/lib/io/same-data';
import { buildFullLibrary, call } from '../../fixtures/library-builder';
import { MOVIE } from '../../fixtures/families';
import { eventually, openDevice, startServer, USER, type Device } from '../../fixtures/sync';

let server: Awaited<ReturnType<typeof startServer>>;
const devices: Device[] = [];

beforeAll(async () => {
	server = await startServer();
});
afterAll(() => server.stop());
afterEach(async () => {
	await Promise.all(devices.splice(0).map((d) => d.close()));
});

async function device(): Promise<Device> {
	const opened = await openDevice();
	devices.push(opened);
	return opened;
}

const library = (d: Device) => d.gateway.transfer.snapshot();
const problemOf = (result: { ok: true } | { ok: false; problem: string }) => (result.ok ? 'none' : result.problem);

describe('setting sync up', { timeout: 30_000 }, () => {
	it('says a wrong password plainly and changes nothing', async () => {
		const db = await server.newDatabase();
		const a = await device();
		const result = await a.sync.setUp({ ...db, username: USER.username, password: 'wrong', includeConnections: false });
		expect(problemOf(result)).toBe('unauthorized');
		expect(a.sync.current().phase).toBe('off');
	});

	it('says when the server cannot be reached, and when the database is missing', async () => {
		const a = await device();
		const down = await a.sync.setUp({ url: 'http://127.0.0.1:9', database: 'screenshelf', ...USER, includeConnections: false });
		expect(problemOf(down)).toBe('unreachable');
		const missing = await a.sync.setUp({ url: server.url, database: 'nothing-here', ...USER, includeConnections: false });
		expect(problemOf(missing)).toMatch(/no_database|forbidden/);
	});

	it('with a passphrase, stores only ciphertext and opaque IDs on the server; a wrong passphrase writes nothing', async () => {
		const db = await server.newDatabase();
		const a = await device();
		await buildFullLibrary(a);
		expect((await a.sync.setUp({ ...db, ...USER, passphrase: 'lantern orbit', includeConnections: false })).ok).toBe(true);
		await eventually('the library on the server', async () => (await server.documents(db.database)).length > 15);
		const stored = JSON.stringify(await server.documents(db.database));
		for (const plain of ['Breaking Bad', 'The Matrix', 'tv:tmdb', 'movie:tmdb', 'person:', 'updatedAt', 'Netflix']) expect(stored).not.toContain(plain);

		const b = await device();
		const wrong = await b.sync.setUp({ ...db, ...USER, passphrase: 'lantern orbits', includeConnections: false });
		expect(problemOf(wrong)).toBe('wrong_passphrase');
		const none = await b.sync.setUp({ ...db, ...USER, includeConnections: false });
		expect(problemOf(none)).toBe('passphrase_needed');
		expect((await library(b)).movies).toEqual([]);

		expect((await b.sync.setUp({ ...db, ...USER, passphrase: 'lantern orbit', includeConnections: false })).ok).toBe(true);
		await eventually('the library on the second device', async () => sameData(await library(a), await library(b)));
	});

	it('keeps changes made while the server is down and sends them when it is back', async () => {
		const db = await server.newDatabase();
		const [a, b] = [await device(), await device()];
		expect((await a.sync.setUp({ ...db, ...USER, includeConnections: false })).ok).toBe(true);
		expect((await b.sync.setUp({ ...db, ...USER, includeConnections: false })).ok).toBe(true);
		await server.setDown(true);
		const saved = await call(a, 'svc_create', MOVIE.ops.upsertRecord, { record: MOVIE.body() });
		await call(b, 'svc_create', MOVIE.ops.upsertRecord, { record: MOVIE.body({ title: 'Alien' }, '348') });
		await eventually('the first device to notice', () => ['offline', 'error'].includes(a.sync.current().phase));
		expect(a.sync.current().pending).toBeGreaterThan(0);
		await server.setDown(false);
		await eventually('both libraries to match', async () => sameData(await library(a), await library(b)), 20_000);
		expect((await library(b)).movies.map((m) => m.id)).toContain(saved.record.id);
	});
});
