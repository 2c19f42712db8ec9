/** What Settings > Sync says while a first sync works through a large library. */
import { expect, it } from 'vitest';
import { changesWaiting, keptAside, traffic, waiting } from '../../../../src/lib/ui/sync/sync-labels';
import type { SyncStatus } from '../../../../src/lib/sync/sync-service';

const status = (patch: Partial<SyncStatus>): SyncStatus => ({
	phase: 'syncing',
	server: null,
	enabled: true,
	problem: null,
	lastSyncedAt: null,
	pending: 0,
	traffic: { sent: 0, received: 0 },
	keptAside: 0,
	clockAheadMs: 0,
	leader: true,
	...patch
});

it('counts both ways, in the locale\'s digits, with the time left at the pace so far', () => {
	const start = Date.parse('2026-11-22T10:00:00.000Z');
	const first = status({ pending: 22_000, traffic: { sent: 12_400, received: 3_100, since: start } });
	const group = new Intl.NumberFormat().format(12_400);
	expect(traffic(first, start + 124_000)).toBe(`Sending ${group} of ${new Intl.NumberFormat().format(22_000)} · Receiving ${new Intl.NumberFormat().format(3_100)} · about 2 minutes left`);
	expect(changesWaiting(waiting(first))).toBe(`${new Intl.NumberFormat().format(9_600)} changes waiting`);
});

it('says a first sync is sending before the server has taken anything, and nothing once all is sent', () => {
	expect(traffic(status({ pending: 22_000 }))).toBe(`Sending 0 of ${new Intl.NumberFormat().format(22_000)}`);
	expect(waiting(status({ pending: 5, traffic: { sent: 5, received: 0 } }))).toBe(0);
	expect(traffic(status({ phase: 'idle' }))).toBeUndefined();
	expect(keptAside(2)).toMatch(/^2 documents this version cannot read/);
});
