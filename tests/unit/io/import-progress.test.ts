/** Long imports and exports say how far they are: rows done of rows total, rising to the total. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { RowProgress } from '../../../src/lib/db/rows';
import { exportLibrary } from '../../../src/lib/io/export-library';
import type { LibraryDocument } from '../../../src/lib/transfer/library-document';
import { expectOk } from '../../fixtures/gateway';
import { copyOf, expectedStats, exportDoc, importOk, openIoGateway, statsOf } from '../../fixtures/io-gateway';
import { buildFullLibrary } from '../../fixtures/library-builder';

const MOVIE_LOGS = 7_000;
const TV_LOGS = 3_000;

let big: LibraryDocument;
let rows: number;

/** A heavy diary written as a file directly: the full library plus thousands of logs, spread over the years. */
beforeAll(async () => {
	const source = await openIoGateway();
	await buildFullLibrary(source);
	big = copyOf(await exportDoc(source));
	source.close();
	const day = (i: number) => new Date(Date.UTC(2000, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
	const [movieLog, tvLog] = [big.data.movieWatchLogs[0]!, big.data.tvWatchLogs[0]!];
	big.data.movieWatchLogs.push(...Array.from({ length: MOVIE_LOGS }, (_, i) => ({ ...movieLog, watchLogId: `m-${i}`, watchedOn: day(i) })));
	big.data.tvWatchLogs.push(...Array.from({ length: TV_LOGS }, (_, i) => ({ ...tvLog, watchLogId: `t-${i}`, watchedOn: day(i) })));
	rows = Object.values(big.data).reduce((n, table) => n + table.length, 0);
});

function expectRising(events: RowProgress[], total: number): void {
	expect(events.length).toBeGreaterThan(1);
	for (const e of events) expect(e.total).toBe(total);
	events.slice(1).forEach((e, i) => expect(e.done).toBeGreaterThanOrEqual(events[i]!.done));
	expect(events.at(-1)).toEqual({ done: total, total });
}

describe('progress of long imports and exports', () => {
	it('an import reports rows written of rows to write, chunk by chunk, up to the total', async () => {
		const t = await openIoGateway();
		const events: RowProgress[] = [];

		await importOk(t, big, { onProgress: (p) => events.push({ ...p }) });

		expectRising(events, rows);
		// Thousands of logs of one table are written and reported in more than one piece.
		expect(events.filter((e) => e.done > 0 && e.done < rows).length).toBeGreaterThanOrEqual(3);
		expect(new Set(events.map((e) => e.done)).size).toBe(events.length);
		expect(await statsOf(t)).toEqual(expectedStats(big.data));
	}, 30_000);

	it('an export reports rows read of rows in the library, up to the total', async () => {
		const t = await openIoGateway();
		await importOk(t, big);
		const events: RowProgress[] = [];

		const doc = expectOk<LibraryDocument>(await exportLibrary(t.gateway, { onProgress: (p) => events.push({ ...p }) }));

		expectRising(events, rows);
		expect(doc.counts.movieWatchLogs).toBe(MOVIE_LOGS + 4);
	}, 30_000);

	it('a replace that mostly removes rows still reaches its total', async () => {
		const t = await openIoGateway();
		await importOk(t, big);
		const smaller = copyOf(big);
		smaller.data.movieWatchLogs = smaller.data.movieWatchLogs.slice(0, 1_000);
		const events: RowProgress[] = [];

		const summary = await importOk(t, smaller, { mode: 'replace', onProgress: (p) => events.push({ ...p }) });

		expect(summary.tables.movieWatchLogs.removed).toBe(MOVIE_LOGS + 4 - 1_000);
		expect(events.length).toBeGreaterThan(0);
		const last = events.at(-1)!;
		expect(last.done).toBe(last.total);
		expect(last.total).toBeGreaterThanOrEqual(summary.tables.movieWatchLogs.removed);
	}, 30_000);

	it('a dry run reports no writing and writes nothing', async () => {
		const t = await openIoGateway();
		const before = await t.dump();
		const events: RowProgress[] = [];

		await importOk(t, big, { dryRun: true, onProgress: (p) => events.push({ ...p }) });

		expect(events).toEqual([]);
		expect(await t.dump()).toBe(before);
	});
});
