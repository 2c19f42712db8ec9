/**
 * The bench harness page: the app's real gateway and import/export code, plus raw IndexedDB,
 * exposed on `window.bench` for the Node driver (scripts/bench.mjs) to call with page.evaluate.
 * A page plays one side: the app (import, export, queries, writes) or raw IndexedDB.
 */
import { measureQueries } from './measure-queries';
import { measureRaw } from './measure-raw';
import { measureUpNext } from './measure-up-next';
import { editTitles, pouchAlone, seeLog, someMovie, stopSync, storageUsed, storedBytes, syncFirst, writeLog } from './measure-sync';
import { measureSyncWrites, measureWrites } from './measure-writes';
import { closeRaw, rawReadOnce, rawWriteFresh } from './raw-session';
import { closeLibrary, exportOnce, importFresh } from './session';

const bench = {
	importFresh,
	exportOnce,
	queries: measureQueries,
	writes: measureWrites,
	syncWrites: measureSyncWrites,
	upNext: measureUpNext,
	rawWriteFresh,
	rawReadOnce,
	raw: measureRaw,
	syncFirst,
	writeLog,
	seeLog,
	someMovie,
	stopSync,
	pouchAlone,
	editTitles,
	storageUsed,
	storedBytes,
	/** Closes this page's databases, so the app's own first load meets no other connection. */
	finish(): void {
		closeLibrary();
		closeRaw();
	}
};

export type BenchApi = typeof bench;

declare global {
	interface Window {
		bench: BenchApi;
	}
}

window.bench = bench;
document.body.dataset.ready = 'true';
