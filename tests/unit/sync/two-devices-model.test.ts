/**
 * The library model's two-device variant: random sessions of writes on two devices, each going
 * offline and online at random (its sync switched off and on), must end with both libraries the
 * same and every derived field true to the rows: watch counts, last-watched dates, titles on
 * logs and the stats totals.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameData } from '../../../src/lib/transfer/same-data';
import type { LibraryData } from '../../../src/lib/domain/tables';
import { MOVIE, TV } from '../../fixtures/families';
import { eventually, openDevice, USER, useSyncDevices, type Device } from '../../fixtures/sync';

const NUM_RUNS = 25;
const MOVIES = ['603', '348', '157336'];
const SERIES = ['1396', '87108'];
const RATINGS = ['dislike', 'okay', 'like', 'love'] as const;

type Step =
	| { type: 'save'; device: 0 | 1; kind: 'movie' | 'tv'; slot: number; rating?: (typeof RATINGS)[number] }
	| { type: 'log'; device: 0 | 1; kind: 'movie' | 'tv'; slot: number; day: number }
	| { type: 'deleteLog'; device: 0 | 1; pick: number }
	| { type: 'deleteTitle'; device: 0 | 1; kind: 'movie' | 'tv'; slot: number }
	| { type: 'switch'; device: 0 | 1 };

const device = fc.constantFrom<0 | 1>(0, 1);
const kind = fc.constantFrom<'movie' | 'tv'>('movie', 'tv');
const slot = fc.nat({ max: 2 });
const step: fc.Arbitrary<Step> = fc.oneof(
	fc.record({ type: fc.constant('save' as const), device, kind, slot, rating: fc.option(fc.constantFrom(...RATINGS), { nil: undefined }) }),
	fc.record({ type: fc.constant('log' as const), device, kind, slot, day: fc.integer({ min: 1, max: 28 }) }),
	fc.record({ type: fc.constant('deleteLog' as const), device, pick: fc.nat({ max: 5 }) }),
	fc.record({ type: fc.constant('deleteTitle' as const), device, kind, slot }),
	fc.record({ type: fc.constant('switch' as const), device })
);

const family = (k: 'movie' | 'tv') => (k === 'movie' ? MOVIE : TV);
const providerId = (k: 'movie' | 'tv', s: number) => (k === 'movie' ? MOVIES[s % MOVIES.length]! : SERIES[s % SERIES.length]!);
const recordId = (k: 'movie' | 'tv', s: number) => `${k}:tmdb:${providerId(k, s)}`;

async function run(d: Device, s: Step): Promise<void> {
	if (s.type === 'switch') return d.sync.setEnabled(!d.sync.current().enabled);
	if (s.type === 'save') {
		const f = family(s.kind);
		await d.app.svc_create({ operation: f.ops.upsertRecord, input: { record: { ...f.body({ title: `Title ${s.slot}` }, providerId(s.kind, s.slot)), ...(s.rating ? { rating: s.rating } : {}) } } });
	} else if (s.type === 'log') {
		const f = family(s.kind);
		const range = s.kind === 'tv' ? { seasonFrom: 1, episodeFrom: 1 } : {};
		await d.app.svc_create({ operation: f.ops.addLog, input: { log: { mediaRecordId: recordId(s.kind, s.slot), watchedOn: `2026-10-${String(s.day).padStart(2, '0')}`, ...range } } });
	} else if (s.type === 'deleteLog') {
		const logs = await d.gateway.transfer.snapshot();
		const all = [...logs.movieWatchLogs, ...logs.tvWatchLogs];
		const log = all[s.pick % Math.max(1, all.length)];
		if (log) await d.app.svc_delete({ operation: family(log.kind).ops.deleteLog, input: { watchLogId: log.watchLogId } });
	} else {
		await d.app.svc_delete({ operation: family(s.kind).ops.deleteRecord, input: { mediaRecordId: recordId(s.kind, s.slot) } });
	}
}

/** Derived fields as the rows give them. */
function expectDerived(library: LibraryData, stats: Record<'movie' | 'tv', { saved: number; watchLogs: number }>): void {
	for (const [records, logs, k] of [
		[library.movies, library.movieWatchLogs, 'movie'],
		[library.tvSeries, library.tvWatchLogs, 'tv']
	] as const) {
		for (const record of records) {
			const own = logs.filter((l) => l.mediaRecordId === record.id);
			expect(record.watchCount, `${record.id} watch count`).toBe(own.length);
			expect(record.lastWatchedOn, `${record.id} last watched`).toBe(own.length ? own.map((l) => l.watchedOn).sort().at(-1) : null);
			for (const log of own) expect(log.title).toBe(record.title);
		}
		expect(logs.every((l) => records.some((r) => r.id === l.mediaRecordId)), 'every log has its title').toBe(true);
		expect(stats[k]).toMatchObject({ saved: records.length, watchLogs: logs.length });
	}
}

const suite = useSyncDevices();

async function totals(d: Device) {
	const read = async (k: 'movie' | 'tv') => {
		const result = await d.app.svc_find({ operation: family(k).ops.stats, input: {} });
		return (result as { ok: true; data: { totals: { saved: number; watchLogs: number } } }).data.totals;
	};
	return { movie: await read('movie'), tv: await read('tv') };
}

describe('two devices against each other', () => {
	it(`end identical, derived fields true, after ${NUM_RUNS} random sessions with random syncs`, async () => {
		await fc.assert(
			fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 14 }), async (steps) => {
				const db = await suite.server().newDatabase();
				const devices = [await openDevice(), await openDevice()] as const;
				try {
					for (const d of devices) {
						const set = await d.sync.setUp({ ...db, ...USER, includeConnections: false });
						if (!set.ok) throw new Error(set.message);
					}
					for (const s of steps) {
						devices[s.device].clock.advance(61_000);
						await run(devices[s.device], s);
					}
					for (const d of devices) await d.sync.setEnabled(true);
					const [a, b] = devices;
					await eventually(
						'both devices to hold the same library',
						async () =>
							sameData(await a.gateway.transfer.snapshot(), await b.gateway.transfer.snapshot()) &&
							devices.every((d) => d.sync.current().phase === 'idle' && d.sync.current().pending === 0),
						// A session converges in well under a second alone; two test suites sharing two cores once took over 20 s.
						60_000
					);
					for (const d of devices) expectDerived(await d.gateway.transfer.snapshot(), await totals(d));
				} finally {
					await Promise.all(devices.map((d) => d.close()));
				}
			}),
			{ numRuns: NUM_RUNS }
		);
	}, 600_000);
});
