/**
 * The version of a row this device holds (merge.ts's `Version`): the library's row, or the last
 * fields of a deleted one, with the stamps held beside it (db/row-stamps.ts). A row synced before
 * stamps existed takes its row stamp for every group; a row the outbox names as deleted without a
 * stamp (an import's new library database, an outbox row of an earlier build) is deleted at
 * `deletedAt`; a row never here is no version at all.
 */
import { portableRow } from '../domain/field-stamps';
import { rowStamps, type StampRow } from '../db/row-stamps';
import { splitOutboxKey } from '../db/change-record';
import type { Version } from './merge';

export function heldVersion(key: string, stored: unknown, held: StampRow | undefined, node: string, deletedAt?: string): Version {
	const { table } = splitOutboxKey(key);
	if (stored !== undefined) return { row: portableRow(table, stored), stamps: held?.stamps ?? rowStamps(stored, node) };
	const row = held?.row ? { row: held.row } : {};
	if (held?.stamps?.d !== undefined || deletedAt === undefined) return { ...row, stamps: held?.stamps ?? {} };
	return { ...row, stamps: { ...held?.stamps, d: deletedAt } };
}

/** The stamps row that holds a merged version: a deleted row keeps its last fields. */
export function stampRowOf(key: string, version: Version, deleted: boolean): StampRow {
	return { key, stamps: version.stamps, ...(deleted && version.row ? { row: version.row } : {}) };
}
