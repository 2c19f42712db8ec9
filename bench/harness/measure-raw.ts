/** The small raw IndexedDB baselines: a keyset page, an indexed lookup, an indexed count, one put. */
import type { LogRow, RecordRow } from '$lib/db/rows';
import { indexedCount, keysetPage, singleDelete, singlePut } from './raw-idb';
import { currentLibrary } from './library-file';
import { rawState, releaseRows } from './raw-session';
import { measure, time, type Measure } from './stats';

const PAGE = 50;

/** Keys spread over the whole table, so runs do not keep reading the same rows. */
function spread(keys: string[], i: number): string {
	return keys[(i * 7_919) % Math.max(1, keys.length - PAGE)] ?? '';
}

/** What the measures read from the written rows; the rows themselves are let go. */
function keysOfRows() {
	const rows = releaseRows();
	return {
		recordKeys: (rows.movies as RecordRow[]).map((r) => r.sortKey).sort(),
		logKeys: (rows.tvWatchLogs as LogRow[]).map((r) => r.sortKey).sort(),
		sampleLog: structuredClone((rows.movieWatchLogs as LogRow[])[0]!)
	};
}

export async function measureRaw(reps: number): Promise<Measure[]> {
	const { db } = rawState();
	const { picks } = currentLibrary();
	const words = [...picks.commonWords, ...picks.rareWords];
	const { recordKeys, logKeys, sampleLog } = keysOfRows();

	const recordsPage = await time(
		(i) => keysetPage(db, 'movies', 'sortKey', IDBKeyRange.lowerBound(spread(recordKeys, i), true), 'next', PAGE),
		{ reps }
	);
	const wordLookup = await time((i) => {
		const word = words[i % words.length] ?? 'a';
		return keysetPage(db, 'movieWords', 'wordKeys', IDBKeyRange.bound(word, `${word}\uffff`), 'next', PAGE);
	}, { reps });
	const logsPage = await time(
		(i) => keysetPage(db, 'tvWatchLogs', 'sortKey', IDBKeyRange.upperBound(spread(logKeys, i), true), 'prev', PAGE),
		{ reps }
	);
	const logsCount = await time((i) => {
		const year = picks.years[i % picks.years.length]!;
		return indexedCount(db, 'tvWatchLogs', 'sortKey', IDBKeyRange.bound(`${year}-01-01`, `${year}-12-31|\uffff`));
	}, { reps });
	const putId = (i: number) => `raw-put-${i}`;
	const onePut = await time(
		(i) => singlePut(db, 'movieWatchLogs', { ...sampleLog, watchLogId: putId(i), sortKey: `${sampleLog.sortKey}-${i}` }),
		{ reps, after: (i) => singleDelete(db, 'movieWatchLogs', putId(i)) }
	);
	return [
		measure('raw.recordsPage', 'raw IndexedDB: keyset page of 50 titles (index range, getAll)', recordsPage),
		measure('raw.wordLookup', "raw IndexedDB: 50 titles' words rows by word prefix (multi-entry index, getAll)", wordLookup),
		measure('raw.logsPage', 'raw IndexedDB: keyset page of 50 logs, newest first', logsPage),
		measure('raw.logsCount', "raw IndexedDB: indexed count of one year's logs", logsCount),
		measure('raw.singlePut', 'raw IndexedDB: one put in its own read-write transaction', onePut)
	];
}
