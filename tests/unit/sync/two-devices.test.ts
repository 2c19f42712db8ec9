/** Two devices' libraries syncing through a CouchDB-protocol server: they end the same. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sameData } from '../../../src/lib/io/same-data';
import { buildFullLibrary, call } from '../../fixtures/library-builder';
import { MOVIE, TV } from '../../fixtures/families';
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

async function device(start?: string): Promise<Device> {
	const opened = await openDevice(start);
	devices.push(opened);
	return opened;
}

const library = (d: Device) => d.gateway.transfer.snapshot();
const stats = async (d: Device) => ({
	tv: (await d.app.svc_find({ operation: TV.ops.stats, input: {} })) as unknown,
	movie: (await d.app.svc_find({ operation: MOVIE.ops.stats, input: {} })) as unknown
});

async function connect(d: Device, db: { url: string; database: string }, passphrase?: string) {
	const result = await d.sync.setUp({ ...db, ...USER, includeConnections: false, ...(passphrase ? { passphrase } : {}) });
	if (!result.ok) throw new Error(JSON.stringify(result.error));
}

async function inStep(a: Device, b: Device) {
	await eventually('both libraries to match', async () => sameData(await library(a), await library(b)));
}

describe('sync between two devices', { timeout: 20_000 }, () => {
	it('brings a whole library to an empty device, with the same stats', async () => {
		const db = await server.newDatabase();
		const a = await device();
		await buildFullLibrary(a);
		const b = await device();
		await connect(a, db);
		await connect(b, db);
		await inStep(a, b);
		expect((await library(b)).movieWatchLogs.length).toBeGreaterThan(0);
		expect(await stats(b)).toEqual(await stats(a));
	});

	it('carries a change made on one device to the other while both are on', async () => {
		const db = await server.newDatabase();
		const [a, b] = [await device(), await device()];
		await connect(a, db);
		await connect(b, db);
		const saved = await call(a, 'svc_create', MOVIE.ops.upsertRecord, { record: MOVIE.body({ rating: 'love' }) });
		await eventually('the title on the other device', async () => (await b.app.svc_find({ operation: 'movies_getMovieRecord', input: { mediaRecordId: saved.record.id } })).ok);
		await call(b, 'svc_create', MOVIE.ops.addLog, { log: { mediaRecordId: saved.record.id, watchedOn: '2026-11-20' } });
		await eventually('the watch count on the first device', async () => {
			const found = await a.app.svc_find({ operation: 'movies_getMovieRecord', input: { mediaRecordId: saved.record.id } });
			return found.ok && (found.data as { record: { watchCount: number } }).record.watchCount === 1;
		});
		await inStep(a, b);
	});
});
