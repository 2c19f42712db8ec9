/**
 * The export of last resort, for when the library will not open: whatever rows can still be read,
 * in the export format, so the normal import takes the file back. A table that could not be read
 * is named in `unreadable` (which import ignores) and exported empty.
 */
import { DEFAULT_DB_NAME } from '../db/database';
import { readWhatRemains } from '../db/rescue-read';
import { countsOf, FORMAT, VERSION, type LibraryDocument } from '../transfer/library-document';
import { TABLES, type LibraryData, type TableName } from '../domain/tables';

export type RescueDocument = LibraryDocument & { unreadable: TableName[] };

export async function rescueExport(now: Date, dbName: string = DEFAULT_DB_NAME): Promise<RescueDocument> {
	const { rows, unreadable } = await readWhatRemains(dbName);
	const data = Object.fromEntries(TABLES.map((table) => [table, rows[table] ?? []])) as unknown as LibraryData;
	return { format: FORMAT, version: VERSION, exportedAt: now.toISOString(), counts: countsOf(data), data, unreadable };
}
