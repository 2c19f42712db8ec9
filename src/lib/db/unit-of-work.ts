/**
 * The unit of work of a write transaction. Operations, and sync's arrivals, only put and delete
 * rows; what follows from those changes is worked out here, once, as the transaction commits,
 * from the titles whose rows or logs it changed:
 * - a title's watch count and last-watched date, from its logs;
 * - the title each of its logs carries, from the title;
 * - a deleted title's logs and recommendations, deleted with it;
 * - the watches, episodes and minutes its logs add to the stats (watch-totals.ts);
 * - each watching series' next episode, for Up next (next-episodes-keep.ts).
 * Then the stats totals the writes moved are written, once, and what the transaction changed is
 * recorded for sync (change-record.ts). Search words move as the repositories write the rows.
 */
import type { Transaction } from 'dexie';
import { mediaKind, type MediaKind } from '../domain/enums';
import { recordChanges } from './change-record';
import type { StoreTx } from './library-store';
import type { keepNextEpisodes } from './next-episodes-keep';
import type { PendingWrites } from './pending-writes';
import type { StampCode } from './row-stamps';
import type { countWatches } from './watch-totals';

/**
 * The code only writes need, loaded by the store before its first write (no first screen writes):
 * how the watches are counted (watch-totals.ts), how series' next episodes are kept
 * (next-episodes-keep.ts) and how sync's stamps are set (row-stamps.ts).
 */
export interface WriteCode {
	countWatches: typeof countWatches;
	keepNextEpisodes: typeof keepNextEpisodes;
	stamping: StampCode;
}

async function settle(tx: StoreTx, kind: MediaKind, code: WriteCode): Promise<void> {
	const ids = [...new Set([...tx.records.stagedIds(kind), ...tx.logs.touchedIds(kind)])];
	if (ids.length > 0) await settleTitles(tx, kind, ids);
	// Before the records are written: the watches are taken away with the titles as they were stored,
	// and a series' next episode follows from how it moved.
	await code.countWatches(tx, kind);
	if (kind === 'tv') await code.keepNextEpisodes(tx);
	await tx.records.flush(kind);
}

async function settleTitles(tx: StoreTx, kind: MediaKind, ids: string[]): Promise<void> {
	// Every read the settling needs, asked for together: the titles and their newest logs.
	await Promise.all([tx.records.preload(kind, ids), ...ids.map((id) => tx.logs.readNewest(kind, id))]);
	// Titles settled together, not one round trip after another: a sync batch brings thousands.
	await Promise.all(
		ids.map(async (id) => {
			const { now, stored } = tx.records.known(kind, id);
			if (!now) {
				if (stored) await Promise.all([tx.logs.deleteForRecord(kind, id), tx.recommendations.deleteForRecord(kind, id)]);
				return;
			}
			// Logs put before a rename in this transaction carry the old title too: all are retitled.
			if (stored && stored.title !== now.title) await tx.logs.retitle(kind, id, now.title);
			const derived = await tx.logs.derivedFor(kind, id, stored?.watchCount);
			if (derived.watchCount !== now.watchCount || derived.lastWatchedOn !== now.lastWatchedOn) tx.records.putDerived(kind, now, derived);
		})
	);
}

/**
 * Ends a write transaction's work: settles what its writes imply, writes the totals, waits for
 * every write (the first failure fails the transaction, so nothing half-done is committed) and
 * records the changes. LibraryStore.write calls it when the operation is done.
 */
export async function commitWork(tx: StoreTx, trans: Transaction, pending: PendingWrites, code: WriteCode): Promise<void> {
	for (const kind of mediaKind.options) await settle(tx, kind, code);
	tx.aggregates.flush();
	await pending.settle();
	await recordChanges(trans, code.stamping);
}
