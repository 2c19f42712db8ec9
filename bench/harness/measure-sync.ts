/**
 * Sync in the bench: a page is one device. The app page (the imported heavy library) syncs it
 * up to an empty CouchDB-protocol server; a page on a fresh origin is a second, empty device
 * that syncs it down; then one change's trip from one device to the other. Sync keeps no copy of
 * the library on the device (it talks to the server itself): what it keeps is its own stores in
 * the library's database.
 */
import { openGateway, type Gateway } from '$lib/gateway';
import { STAMPS } from '$lib/db/change-record';
import { browserPouch } from '$lib/sync/browser-pouch';
import { documentPages } from '$lib/sync/document-pages';
import type { PouchDatabase } from '$lib/sync/pouch';
import type { SyncDoc } from '$lib/sync/sync-docs';
import { SyncService, type SyncStatus } from '$lib/sync/sync-service';
import { databaseBytes, hasDatabase, storeBytes } from './idb-bytes';
import { currentGateway as current, session } from './session';

export interface SyncAccount {
	url: string;
	database: string;
	username: string;
	password: string;
}

let device: { gateway: Gateway; sync: SyncService } | undefined;

async function usage(): Promise<number> {
	return (await navigator.storage.estimate()).usage ?? 0;
}

/** What this origin holds on disk (IndexedDB above all), in bytes. */
export const storageUsed = usage;

/**
 * The bytes this device's library database holds (idb-bytes.ts), sync's own store within it (the
 * stamps, with what waits to be sent) counted apart, and the mirror's database earlier versions
 * kept beside it (null: none on the device).
 */
export async function storedBytes(): Promise<{ library: number; stamps: number; mirror: number | null }> {
	const { library } = device!.gateway;
	const name = library.db.name;
	// PouchDB's idb adapter named its database after the mirror's, with a prefix of its own.
	const mirrorName = `_pouch_${library.library}-sync`;
	const [libraryBytes, stamps, mirror] = await Promise.all([
		databaseBytes(name),
		storeBytes(name, STAMPS),
		hasDatabase(mirrorName).then((held) => (held ? databaseBytes(mirrorName) : null))
	]);
	return { library: libraryBytes, stamps, mirror };
}

/** Waits for the replication to be caught up, with nothing waiting (and, given `since` in epoch ms, to have caught up since then). */
function caughtUp(sync: SyncService, since?: number): Promise<void> {
	return new Promise((resolve, reject) => {
		let unsubscribe = () => {};
		unsubscribe = sync.subscribe((status: SyncStatus) => {
			const lately = since === undefined || (status.lastSyncedAt !== null && Date.parse(status.lastSyncedAt) >= since);
			if (status.phase === 'idle' && status.pending === 0 && lately) {
				queueMicrotask(() => unsubscribe());
				resolve();
			} else if (status.phase === 'error') reject(new Error(status.problem?.message ?? 'sync stopped'));
		});
	});
}

async function rowCount(gateway: Gateway): Promise<number> {
	const library = await gateway.transfer.snapshot();
	return Object.values(library).reduce((n, rows) => n + rows.length, 0);
}

/** Titles and watch logs, from the kept totals: cheap enough to ask after every change. */
async function titlesAndLogs(gateway: Gateway): Promise<number> {
	const tools = gateway.connect('app');
	let n = 0;
	for (const operation of ['movies_queryMovieStats', 'tv_series_queryTvSeriesStats']) {
		const stats = await tools.svc_find({ operation, input: {} });
		if (!stats.ok) throw new Error(stats.error.message);
		const { totals } = stats.data as { totals: { saved: number; watchLogs: number } };
		n += totals.saved + totals.watchLogs;
	}
	return n;
}

/** Resolves once the library holds `rows` titles and watch logs. */
function holds(gateway: Gateway, rows: number): Promise<void> {
	return new Promise((resolve) => {
		let checking = false;
		const check = async () => {
			if (checking) return;
			checking = true;
			const enough = (await titlesAndLogs(gateway)) >= rows;
			checking = false;
			if (enough) {
				unsubscribe();
				resolve();
			}
		};
		const unsubscribe = gateway.onChange(() => void check());
		void check();
	});
}

/**
 * Sets sync up on `gateway` and times it until the replication has caught up and, on a device
 * that receives, its library holds `rows` rows; with what sync adds on disk.
 */
async function firstSync(gateway: Gateway, account: SyncAccount, rows: number) {
	const before = await usage();
	const start = performance.now();
	const sync = await SyncService.open(gateway, { pouch: browserPouch });
	const result = await sync.setUp({ ...account, includeConnections: false });
	if (!result.ok) throw new Error(result.message);
	await holds(gateway, rows);
	await caughtUp(sync);
	const ms = performance.now() - start;
	device = { gateway, sync };
	return { ms, rows: await rowCount(gateway), titlesAndLogs: await titlesAndLogs(gateway), addedBytes: (await usage()) - before };
}

/**
 * This page's device syncs with the server for the first time: up, on the origin where the
 * library was imported (importFresh), or down, on a fresh origin whose library is empty.
 */
export async function syncFirst(account: SyncAccount, rows = 0) {
	return firstSync(current() ?? (await openGateway()), account, rows);
}

/**
 * Edits `count` titles of the imported library one by one (journal notes, as the title page saves
 * them), then waits for sync to have sent them all: the server then holds the new revision of each.
 */
export async function editTitles(count: number): Promise<{ edited: number }> {
	const { targets } = session();
	const ids = [...targets.movies, ...targets.tvSeries].slice(0, count);
	const tools = device!.gateway.connect('app');
	let lastEditAt = 0;
	for (const [i, mediaRecordId] of ids.entries()) {
		lastEditAt = Date.now();
		const operation = mediaRecordId.startsWith('movie:') ? 'movies_patchMovieRecord' : 'tv_series_patchTvSeriesRecord';
		const result = await tools.svc_update({ operation, input: { mediaRecordId, journalNotes: `Seen again, edit ${i}: better the second time.` } });
		if (!result.ok) throw new Error(result.error.message);
	}
	// Caught up since the last edit began: sync reached it (one that did before it would not have gone idle with it waiting).
	await caughtUp(device!.sync, lastEditAt);
	return { edited: ids.length };
}

/** Saves a watch log with a new ID on this device; returns when it was written (epoch ms). */
export async function writeLog(watchLogId: string, mediaRecordId: string): Promise<number> {
	const tools = device!.gateway.connect('app');
	const result = await tools.svc_create({ operation: 'movies_addMovieWatchLog', input: { watchLogId, log: { mediaRecordId, watchedOn: '2026-11-24' } } });
	if (!result.ok) throw new Error(result.error.message);
	return Date.now();
}

/** Resolves with the time (epoch ms) the log with this ID is in this device's library. */
export function seeLog(watchLogId: string): Promise<number> {
	const { gateway } = device!;
	const tools = gateway.connect('app');
	return new Promise((resolve) => {
		const look = async () => {
			const found = await tools.svc_find({ operation: 'movies_getMovieWatchLog', input: { watchLogId } });
			if (!found.ok) return false;
			resolve(Date.now());
			return true;
		};
		const unsubscribe = gateway.onChange(() => void look().then((seen) => seen && unsubscribe()));
		void look().then((seen) => seen && unsubscribe());
	});
}

/** A saved movie of this device, to log against. */
export async function someMovie(): Promise<string> {
	const tools = device!.gateway.connect('app');
	const page = await tools.svc_find({ operation: 'movies_queryMovieRecords', input: { limit: 1 } });
	if (!page.ok) throw new Error(page.error.message);
	return (page.data as { items: { id: string }[] }).items[0]!.id;
}

/** PouchDB's own replication, which sync no longer uses (pouch.ts leaves it out): the baseline's alone. */
interface ReplicatingPouch extends PouchDatabase {
	replicate: {
		to(target: PouchDatabase, options: { batch_size: number }): Promise<unknown>;
		from(source: PouchDatabase, options: { batch_size: number }): Promise<unknown>;
	};
}

const serverDatabase = (account: SyncAccount) =>
	browserPouch(`${account.url}/${account.database}`, { auth: { username: account.username, password: account.password }, skip_setup: true });

/** The current revision of every document of the account's server database, without its revision. */
async function serverDocs(account: SyncAccount): Promise<SyncDoc[]> {
	const server = serverDatabase(account);
	const docs: SyncDoc[] = [];
	try {
		for await (const page of documentPages(server, 1_000)) {
			for (const { _rev: _r, _conflicts: _c, ...body } of page) if (!body._id.startsWith('_')) docs.push(body);
		}
		return docs;
	} finally {
		await server.close();
	}
}

/**
 * PouchDB alone, beside sync's own figures: the documents the first sync wrote to the server
 * (`synced`, its account) written into a fresh PouchDB database on the device and replicated up to
 * an empty server database (`account`), then down from it into another fresh one. No Screenshelf
 * code runs, so what sync takes beyond these is ours; what these take is the replication engine's.
 */
export async function pouchAlone(account: SyncAccount, synced: SyncAccount) {
	const docs = await serverDocs(synced);
	const stamp = Date.now();
	const source = browserPouch(`bench-pouch-up-${stamp}`) as ReplicatingPouch;
	const target = browserPouch(`bench-pouch-down-${stamp}`) as ReplicatingPouch;
	const remote = serverDatabase(account);
	try {
		let start = performance.now();
		for (let i = 0; i < docs.length; i += 2_000) await source.bulkDocs(docs.slice(i, i + 2_000));
		await source.replicate.to(remote, { batch_size: 1_000 });
		const upMs = performance.now() - start;
		start = performance.now();
		await target.replicate.from(remote, { batch_size: 1_000 });
		return { docs: docs.length, upMs, downMs: performance.now() - start };
	} finally {
		await Promise.all([source.destroy(), target.destroy(), remote.close()]);
	}
}

export async function stopSync(): Promise<void> {
	await device?.sync.close();
}
