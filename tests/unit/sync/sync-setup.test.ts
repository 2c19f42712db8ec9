/** Setting sync up: credentials and passphrase are checked before anything is written; encryption hides the library. */
import { describe, expect, it } from 'vitest';
import { sameData } from '../../../src/lib/transfer/same-data';
import { buildFullLibrary, call } from '../../fixtures/library-builder';
import { MOVIE } from '../../fixtures/families';
import { eventually, USER, useSyncDevices, type Device } from '../../fixtures/sync';

const suite = useSyncDevices();
const device = suite.device;

const library = (d: Device) => d.gateway.transfer.snapshot();
const problemOf = (result: { ok: true } | { ok: false; problem: string }) => (result.ok ? 'none' : result.problem);

describe('setting sync up', { timeout: 60_000 }, () => {
	it('says a wrong password plainly and changes nothing', async () => {
		const db = await suite.server().newDatabase();
		const a = await device();
		const result = await a.sync.setUp({ ...db, username: USER.username, password: 'wrong', includeConnections: false });
		expect(problemOf(result)).toBe('unauthorized');
		expect(a.sync.current().phase).toBe('off');
	});

	it('says when the server cannot be reached, and when the database is missing', async () => {
		const a = await device();
		const down = await a.sync.setUp({ url: 'http://127.0.0.1:9', database: 'screenshelf', ...USER, includeConnections: false });
		expect(problemOf(down)).toBe('unreachable');
		const missing = await a.sync.setUp({ url: suite.server().url, database: 'nothing-here', ...USER, includeConnections: false });
		expect(problemOf(missing)).toMatch(/no_database|forbidden/);
	});

	it('with a passphrase, stores only ciphertext and opaque IDs on the server; a wrong passphrase writes nothing', async () => {
		const db = await suite.server().newDatabase();
		const a = await device();
		await buildFullLibrary(a);
		expect((await a.sync.setUp({ ...db, ...USER, passphrase: 'lantern orbit', includeConnections: false })).ok).toBe(true);
		await eventually('the library on the server', async () => (await suite.server().documents(db.database)).length > 15);
		const stored = JSON.stringify(await suite.server().documents(db.database));
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
		const db = await suite.server().newDatabase();
		const [a, b] = [await device(), await device()];
		expect((await a.sync.setUp({ ...db, ...USER, includeConnections: false })).ok).toBe(true);
		expect((await b.sync.setUp({ ...db, ...USER, includeConnections: false })).ok).toBe(true);
		await suite.server().setDown(true);
		const saved = await call(a, 'svc_create', MOVIE.ops.upsertRecord, { record: MOVIE.body() });
		await call(b, 'svc_create', MOVIE.ops.upsertRecord, { record: MOVIE.body({ title: 'Alien' }, '348') });
		await eventually('the first device to notice', () => ['offline', 'error'].includes(a.sync.current().phase));
		expect(a.sync.current().pending).toBeGreaterThan(0);
		await suite.server().setDown(false);
		await eventually('both libraries to match', async () => sameData(await library(a), await library(b)), 20_000);
		expect((await library(b)).movies.map((m) => m.id)).toContain(saved.record.id);
	});
});

describe('what travels', { timeout: 60_000 }, () => {
	it("carries a narrower grant of the agent only when the person opted in, never a wider one, never the TMDB token", async () => {
		const db = await suite.server().newDatabase();
		const [a, b, c] = [await device(), await device(), await device()];
		await a.gateway.settings.update({ tmdbToken: 'eyJhbGciOiJIUzI1NiJ9.token-of-the-phone.signature' });
		for (const d of [a, b, c]) expect((await d.sync.setUp({ ...db, ...USER, includeConnections: d !== c })).ok).toBe(true);
		await a.gateway.saveConnection({ id: 'agent', label: 'AI agent in this browser', tools: ['svc_find', 'svc_describe'] });
		await eventually("the agent's narrower grant on the second device", () => b.gateway.connection('agent')?.tools.includes('svc_lookup') === false);
		expect(b.gateway.settings.get().tmdbTokenSet).toBe(false);
		expect(JSON.stringify(await suite.server().documents(db.database))).not.toContain('token-of-the-phone');

		// A grant planted on the server (a clear-text library) gives the agent nothing more.
		await suite.server().putDocument(db.database, { _id: 'connections:agent', key: 'connections:agent', updatedAt: '2026-11-22T11:00:00.000Z', device: 'elsewhere', deleted: false, row: { id: 'agent', label: 'AI agent in this browser', tools: ['svc_find', 'svc_describe', 'svc_delete'] } });
		await a.gateway.saveConnection({ id: 'agent', label: 'AI agent in this browser', tools: ['svc_find', 'svc_create', 'svc_describe'] });
		await eventually('both devices caught up', () => [a, b].every((d) => d.sync.current().phase === 'idle' && d.sync.current().pending === 0));
		for (const d of [a, b]) expect(d.gateway.connection('agent')?.tools).not.toContain('svc_delete');
		expect(b.gateway.connection('agent')?.tools).toEqual(['svc_find', 'svc_describe']);

		await eventually('the library on the third device', () => c.sync.current().phase === 'idle');
		expect(c.gateway.connection('agent')?.tools).toContain('svc_lookup');
	});

	it('a device closed mid-sync carries on from where it stopped when it opens again', async () => {
		const db = await suite.server().newDatabase();
		const a = await device();
		await buildFullLibrary(a);
		expect((await a.sync.setUp({ ...db, ...USER, includeConnections: false })).ok).toBe(true);
		// Closed at once, as a tab closed in the middle of its first sync.
		await a.sync.close();
		const { SyncService } = await import('../../../src/lib/sync/sync-service');
		const reopened = await SyncService.open(a.gateway, { pouch: a.pouch, scope: 'reopened' });
		try {
			await eventually('the reopened device to catch up', () => reopened.current().phase === 'idle' && reopened.current().pending === 0);
			const b = await device();
			expect((await b.sync.setUp({ ...db, ...USER, includeConnections: false })).ok).toBe(true);
			await eventually('the whole library on a second device', async () => sameData(await library(a), await library(b)));
		} finally {
			await reopened.close();
		}
	});
});

describe('a server that stops answering', { timeout: 60_000 }, () => {
	it('is said to be unreachable once a request goes unanswered too long, and the change goes when it answers again', async () => {
		const db = await suite.server().newDatabase();
		const a = await device();
		expect((await a.sync.setUp({ ...db, ...USER, includeConnections: false })).ok).toBe(true);
		await eventually('the first sync', () => a.sync.current().phase === 'idle');
		await a.sync.close();
		const { SyncService } = await import('../../../src/lib/sync/sync-service');
		const reopened = await SyncService.open(a.gateway, { pouch: a.pouch, scope: 'unanswered', answerMs: 1_000 });
		try {
			await eventually('the reopened device caught up', () => reopened.current().phase === 'idle');
			await suite.server().setSilent(true);
			const saved = await call(a, 'svc_create', MOVIE.ops.upsertRecord, { record: MOVIE.body() });
			await eventually('the device to say the server cannot be reached', () => reopened.current().problem?.code === 'unreachable');
			await suite.server().setSilent(false);
			await eventually('the title on the server', async () => JSON.stringify(await suite.server().documents(db.database)).includes(saved.record.id as string));
			await eventually('the device caught up again', () => reopened.current().phase === 'idle' && reopened.current().pending === 0);
		} finally {
			await suite.server().setSilent(false);
			await reopened.close();
		}
	});
});

describe('writes that come back to back', { timeout: 60_000 }, () => {
	it('go to the server together once they pause, and at least every two seconds while they do not', async () => {
		const db = await suite.server().newDatabase();
		const a = await device();
		const movie = await call(a, 'svc_create', MOVIE.ops.upsertRecord, { record: MOVIE.body() });
		expect((await a.sync.setUp({ ...db, ...USER, includeConnections: false })).ok).toBe(true);
		await eventually('the first sync', () => a.sync.current().phase === 'idle' && a.sync.current().pending === 0);
		const logsOnServer = async () => (await suite.server().documents(db.database)).filter((doc) => String(doc._id).startsWith('movieWatchLogs:')).length;
		const started = Date.now();
		let sentWhileWriting = 0;
		while (Date.now() - started < 4_000) {
			await call(a, 'svc_create', MOVIE.ops.addLog, { log: { mediaRecordId: movie.record.id, watchedOn: '2026-11-20' } });
			if (Date.now() - started > 3_000 && sentWhileWriting === 0) sentWhileWriting = await logsOnServer();
		}
		expect(sentWhileWriting).toBeGreaterThan(0);
		await eventually('every log on the server once the writes pause', async () => a.sync.current().pending === 0 && (await library(a)).movieWatchLogs.length === (await logsOnServer()));
	});
});

describe('what the server says', () => {
	it('is told apart: refused credentials, no access, a missing database, a full server, too many requests', async () => {
		const { problemOfStatus, problemOfError } = await import('../../../src/lib/sync/sync-problems');
		expect([401, 403, 404, 507, 413, 429, 500].map((status) => problemOfStatus(status))).toEqual(['unauthorized', 'forbidden', 'no_database', 'server_full', 'server_full', 'rate_limited', 'failed']);
		expect(problemOfStatus(500, 'insufficient_storage')).toBe('server_full');
		expect(problemOfError({ name: 'TypeError', message: 'Failed to fetch' })).toBe('unreachable');
		expect(problemOfError({ status: 401, name: 'unauthorized' })).toBe('unauthorized');
	});
});

describe("a library's description on the server", () => {
	it('that asks for an absurd key-derivation cost is refused before any is spent', async () => {
		const db = await suite.server().newDatabase();
		await suite.server().putDocument(db.database, { _id: 'screenshelf-library', format: 'screenshelf-sync', version: 1, encryption: { kdf: 'PBKDF2-SHA-256', iterations: 1e12, salt: 'AAAAAAAAAAAAAAAAAAAAAA==', check: 'x' } });
		const a = await device();
		const started = Date.now();
		const result = await a.sync.setUp({ ...db, ...USER, passphrase: 'lantern orbit', includeConnections: false });
		expect(problemOf(result)).toBe('not_a_library');
		expect(Date.now() - started).toBeLessThan(5_000);
	});
});

describe('a plain-HTTP server', () => {
	it('is refused before any request from an HTTPS page, with why and what to do; an HTTP page may use it', async () => {
		const { mixedContent } = await import('../../../src/lib/sync/sync-config');
		expect(mixedContent('http://192.168.1.20:5984', 'https:')).toBe(true);
		expect(mixedContent('http://192.168.1.20:5984', 'http:')).toBe(false);
		expect(mixedContent('https://couch.example.org', 'https:')).toBe(false);
		expect(mixedContent('http://127.0.0.1:5984', 'https:')).toBe(false);

		const a = await device();
		const { SyncService } = await import('../../../src/lib/sync/sync-service');
		const onHttps = await SyncService.open(a.gateway, { pouch: a.pouch, scope: 'https-page', pageProtocol: 'https:' });
		try {
			const refused = await onHttps.setUp({ url: 'http://192.0.2.1:5984', database: 'screenshelf', ...USER, includeConnections: false });
			expect(refused).toMatchObject({ ok: false, problem: 'insecure_server' });
			expect(refused.ok ? '' : refused.message).toMatch(/HTTPS.*reverse proxy.*http:\/\/ on the same network/s);
		} finally {
			await onHttps.close();
		}
	});
});
