/**
 * A quick log confirmed in place (log-confirm.ts): the confirmation names the watch, and its Undo
 * takes back exactly that log and what it moved on the title, through the page's gateway.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Result } from '../../../src/lib/gateway';
import { logAndConfirm } from '../../../src/lib/ui/feedback/log-confirm';
import { dismissToast, toasts } from '../../../src/lib/ui/feedback/toast.svelte';
import { ops } from '../../../src/lib/ui/gateway-client';
import { daysAgo } from '../../../src/lib/ui/log/watch-day';

const SERIES = 'tv:tmdb:1396';
const MOVIE = 'movie:tmdb:603';

function dataOf<T>(result: Result<T>): T {
	if (!result.ok) throw new Error(result.error.message);
	return result.data;
}

async function record(kind: 'tv' | 'movie', mediaRecordId: string) {
	return dataOf(await ops[kind].getRecord({ mediaRecordId })).record;
}

beforeAll(async () => {
	dataOf(await ops.tv.upsertRecord({ providerId: '1396', status: 'want_to_watch' }));
	dataOf(await ops.movie.upsertRecord({ providerId: '603' }));
});

describe('a quick log confirmed with Undo', () => {
	it('says which episodes of which series were logged, and Undo puts the series back as it was', async () => {
		const logged = dataOf(await logAndConfirm('tv', { log: { mediaRecordId: SERIES, seasonFrom: 1, episodeFrom: 3, watchedOn: daysAgo(0) } }));
		expect(toasts.current?.message).toBe('Logged S1 E3 of Breaking Bad');
		expect((await record('tv', SERIES)).status).toBe('watching');
		expect(dataOf(await toasts.current!.action!.run())).toBeTruthy();
		expect(toasts.current?.action?.done).toBe('Log of S1 E3 of Breaking Bad undone');
		const series = await record('tv', SERIES);
		expect([series.status, series.currentSeason, series.currentEpisode, series.watchCount]).toEqual(['want_to_watch', undefined, undefined, 0]);
		const gone = await ops.tv.getWatchLog({ watchLogId: logged.log.watchLogId });
		expect(gone.ok ? 'still there' : gone.error.code).toBe('not_found');
	});

	it('says a film’s watch was saved, with its day when that is not today', async () => {
		await logAndConfirm('movie', { log: { mediaRecordId: MOVIE, watchedOn: daysAgo(1) } });
		expect(toasts.current?.message).toBe('Watch of The Matrix saved, yesterday');
		await logAndConfirm('movie', { log: { mediaRecordId: MOVIE } });
		expect(toasts.current?.message).toBe('Watch of The Matrix saved, date unknown');
	});

	it('confirms nothing for a retry of a log already stored, or a log refused', async () => {
		const { log } = dataOf(await logAndConfirm('movie', { log: { mediaRecordId: MOVIE, watchedOn: daysAgo(0) } }));
		dismissToast();
		dataOf(await logAndConfirm('movie', { watchLogId: log.watchLogId, log: { mediaRecordId: MOVIE, watchedOn: daysAgo(0) } }));
		expect(toasts.current).toBeUndefined();
		const refused = await logAndConfirm('movie', { log: { mediaRecordId: 'movie:tmdb:0' } });
		expect(refused.ok).toBe(false);
		expect(toasts.current).toBeUndefined();
	});
});
