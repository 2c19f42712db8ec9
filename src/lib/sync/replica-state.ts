/** Where this device's replication stands, kept in its settings (never exported or synced). */
import type { SyncedTable } from '../db/change-record';
import type { SyncTx } from '../db/library-store';
import type { Position } from '../db/sync-repo';

/** This device's replication state, in its settings (never exported or synced). */
export const STATE_KEY = 'sync.state';

export interface ReplicaState {
	/** The server's change sequence up to which documents were brought into the library (the mirror's, before `source`). */
	pulledSeq: number | string;
	/** Set once the device syncs with the server itself: absent, an earlier version's mirror may hold changes (mirror.ts). */
	source?: 'server';
	/** Documents that arrived before what they point at (a log before its title), by key. */
	parked: string[];
	/** The library database (generation) whose every row was handed to sync. */
	joined?: { generation: number };
	/** How far handing a generation's rows over has come: the table, the last row ID handed, and how many rows are left. */
	joining?: { generation: number; table: SyncedTable; after: Position | null; left?: number };
	lastSyncedAt: string | null;
	/** The furthest ahead of this device's clock a stamp that arrived was, and when it was seen. */
	clockAhead?: { ms: number; seenAt: string };
	/** The mark of the library on the server that pulledSeq and `joined` were reached against (server-check.ts). */
	library?: string;
}

const EMPTY_STATE: ReplicaState = { pulledSeq: 0, parked: [], lastSyncedAt: null };

/** The saved state, read in the caller's transaction. */
export async function readState(tx: SyncTx): Promise<ReplicaState> {
	return ((await tx.settings.get(STATE_KEY)) as ReplicaState | undefined) ?? EMPTY_STATE;
}

/** Changes the saved state in the caller's transaction, read and written together. */
export async function changeState(tx: SyncTx, change: (state: ReplicaState) => ReplicaState): Promise<void> {
	await tx.settings.put({ [STATE_KEY]: change(await readState(tx)) });
}
