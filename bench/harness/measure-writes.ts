/** Writes through the gateway: add, update and delete one watch log, and a quick save from the demo catalog. */
import type { MediaKind } from '$lib/domain/enums';
import type { Result } from '$lib/gateway';
import { loadDemoCatalog } from '$lib/provider/demo/demo-data';
import { session, type Session } from './session';
import { measure, pause, time, type Measure } from './stats';

const OPS = {
	tv: { add: 'tv_series_addTvSeriesWatchLog', update: 'tv_series_updateTvSeriesWatchLog', remove: 'tv_series_deleteTvSeriesWatchLog', save: 'tv_series_upsertTvSeriesRecord', drop: 'tv_series_deleteTvSeriesRecord' },
	movie: { add: 'movies_addMovieWatchLog', update: 'movies_updateMovieWatchLog', remove: 'movies_deleteMovieWatchLog', save: 'movies_upsertMovieRecord', drop: 'movies_deleteMovieRecord' }
} as const;

const kindOf = (i: number): MediaKind => (i % 2 === 0 ? 'tv' : 'movie');

function must(result: Result, what: string): Result {
	if (!result.ok) throw new Error(`${what} failed: ${JSON.stringify(result.error)}`);
	return result;
}

/** The body of run i's log: a real saved title, a companion, notes and a rating. */
function logBody(s: Session, i: number, edited: boolean) {
	const kind = kindOf(i);
	const records = kind === 'tv' ? s.targets.tvSeries : s.targets.movies;
	const mediaRecordId = records[(i * 7_919) % records.length]!;
	const day = String(1 + (i % 28)).padStart(2, '0');
	return {
		mediaRecordId,
		watchedOn: `2025-${edited ? '11' : '10'}-${day}`,
		platform: 'Netflix',
		platformType: 'streaming',
		watchedWithPersonIds: [s.targets.companion],
		notes: edited ? 'Second thoughts: the ending works after all.' : 'Watched after dinner, great pacing.',
		rating: edited ? 'love' : 'like',
		...(kind === 'tv' ? { seasonFrom: 1, episodeFrom: 1 + (i % 10), seasonTo: 1, episodeTo: 2 + (i % 10) } : {})
	};
}

/** `ran` counts every write made, warm-ups included. */
async function logWrites(s: Session, reps: number, burst = 0, ran = { writes: 0 }): Promise<Measure[]> {
	const id = (i: number) => `bench-log-${burst}-${i}`;
	const add = await time((i) => (ran.writes++, s.tools.svc_create({ operation: OPS[kindOf(i)].add, input: { watchLogId: id(i), log: logBody(s, i, false) } })), { reps });
	const update = await time((i) => (ran.writes++, s.tools.svc_update({ operation: OPS[kindOf(i)].update, input: { watchLogId: id(i), log: logBody(s, i, true) } })), { reps });
	const remove = await time((i) => (ran.writes++, s.tools.svc_delete({ operation: OPS[kindOf(i)].remove, input: { watchLogId: id(i) } })), { reps });
	const extra = { baseline: 'raw.singlePut', note: 'counters, status and derived fields included' };
	return [
		measure('log.add', 'add one watch log', add, extra),
		measure('log.update', 'update one watch log', update, extra),
		measure('log.delete', 'delete one watch log', remove, extra)
	];
}

async function quickSaves(s: Session, reps: number): Promise<Measure> {
	const catalog = await loadDemoCatalog();
	const title = (i: number) => {
		const list = kindOf(i) === 'tv' ? catalog.tv : catalog.movies;
		return String(list[Math.floor(i / 2) % list.length]!.id);
	};
	const saved: string[] = [];
	const samples = await time(
		async (i) => {
			const result = must(await s.tools.svc_create({ operation: OPS[kindOf(i)].save, input: { providerId: title(i) } }), 'quick save');
			saved[i] = (result.ok && (result.data as { record: { id: string } }).record.id) || '';
			return result;
		},
		// Removed again at once (untimed), so every run saves a title that is not in the library.
		{ reps, after: async (i) => void must(await s.tools.svc_delete({ operation: OPS[kindOf(i)].drop, input: { mediaRecordId: saved[i] } }), 'delete') }
	);
	return measure('record.quickSave', 'quick save of a demo catalog title', samples, { baseline: 'raw.singlePut' });
}

export async function measureWrites(reps: number): Promise<Measure[]> {
	const s = session();
	return [...(await logWrites(s, reps)), await quickSaves(s, reps)];
}

/**
 * The sync writes' samples: three times the reps of each write, for a steadier p95 (at 100 samples
 * it moved from 5.7 to 14.6 ms between rounds), in bursts of at most 50 of each. A burst of 100
 * of each outlasted the 2 s that sync's cycle waits for writes to pause, so the cycle ran inside
 * the burst's last deletes, which then waited behind it (17 to 47 ms).
 */
const SYNC_SAMPLES = 3;
const SYNC_BURST_REPS = 50;

/**
 * The same log writes on the device that syncs, before sync is set up (`on` false) and with it on:
 * each write then also leaves its change waiting to be sent. Bursts of up to 50 of each, their
 * samples pooled, with a pause between bursts as a person's writes have: a cycle of sync runs in
 * it, not inside a burst longer than any person's. `writes`: how many were made, warm-ups included,
 * for the CPU they cost.
 */
export async function measureSyncWrites(reps: number, on: boolean): Promise<{ measures: Measure[]; writes: number }> {
	const s = session();
	const bursts: Measure[][] = [];
	const ran = { writes: 0 };
	for (let left = reps * SYNC_SAMPLES, burst = 0; left > 0; left -= SYNC_BURST_REPS, burst++) {
		if (burst > 0) await pause(3_000);
		bursts.push(await logWrites(s, Math.min(left, SYNC_BURST_REPS), burst, ran));
	}
	const measures = bursts[0]!.map(({ baseline: _raw, ...m }, i) => {
		const pooled = { ...m, samples: bursts.flatMap((burst) => burst[i]!.samples), bursts: bursts.map((burst) => burst[i]!.samples.length) };
		return on
			? { ...pooled, id: `sync.${m.id}`, label: `${m.label}, sync on`, baseline: `sync.off.${m.id}` }
			: { ...pooled, id: `sync.off.${m.id}`, label: `${m.label}, on the same device before sync` };
	});
	return { measures, writes: ran.writes };
}
