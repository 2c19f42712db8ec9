/** Up next's handler, loaded on its first call (up-next.ts): no first screen needs it. */
import { hasAired, type GuideEpisode } from '../../domain/episode-guide';
import type { UpNextItem, UpNextState } from '../../domain/watch-next';
import { localDate } from '../../domain/fields';
import { statesItsProgress, withLoggedProgress } from '../../domain/progress';
import { providerKey } from '../../domain/provider-ref';
import type { MediaRecord } from '../../domain/records';
import type { StoreTx } from '../../db/library-store';
import { holdsFor } from '../../db/next-episodes-repo';
import { workOutNextEpisodes } from '../../db/next-episodes-work';
import type { OpContext } from '../operation';

/** Without a guide the episode after the progress is only a number: the next in the season, or S1 E1. */
function numberedOn(record: MediaRecord): GuideEpisode {
	const { currentSeason: season, currentEpisode: episode } = record;
	const [s, e] = season === undefined ? [1, 1] : episode === undefined ? [season + 1, 1] : [season, episode + 1];
	return { seasonNumber: s, episodeNumber: e, name: '', airDate: null, stillUrl: null };
}

/** A series' progress as Up next reads it (withLoggedProgress); its logs are read only when its row states none though it has watches. */
async function withProgress(tx: StoreTx, record: MediaRecord): Promise<MediaRecord> {
	if (statesItsProgress(record)) return record;
	return withLoggedProgress(record, await tx.logs.ofTitle('tv', record.id));
}

/** Descending order of two ISO dates or timestamps: compared as code units, not by locale rules, which cost more than the rest of the sort. */
const newerFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

// Most recently watched first; never-watched series after, newest saved first.
const byRecentWatch = (a: UpNextItem & { updatedAt: string }, b: UpNextItem & { updatedAt: string }) =>
	newerFirst(a.lastWatchedOn ?? '', b.lastWatchedOn ?? '') || newerFirst(a.updatedAt, b.updatedAt);

export async function upNext(_input: unknown, ctx: OpContext): Promise<{ items: UpNextItem[] }> {
	const today = localDate(ctx.now());
	const items = await ctx.store.read(async (tx) => {
		const [watching, kept] = await Promise.all([tx.records.withStatus('tv', ['watching']), tx.nextEpisodes.all()]);
		const series = (await Promise.all(watching.map((record) => withProgress(tx, record)))).map((record) => ({ record, key: providerKey(record.providerRef) }));
		// Worked out here only where no kept row holds: its row was not kept yet (a library upgraded
		// from before the rows, or staged by an import), or its progress comes from its logs.
		const workedOut = await workOutNextEpisodes(
			tx,
			series.filter(({ record, key }) => !holdsFor(kept.get(key), record)).map(({ record, key }) => ({ providerKey: key, currentSeason: record.currentSeason, currentEpisode: record.currentEpisode }))
		);
		return series.flatMap(({ record, key }) => {
			const row = kept.get(key);
			const { fetchedAt, next } = holdsFor(row, record) ? row : workedOut.get(key)!;
			if (fetchedAt !== null && next === null) return [];
			const episode = next ?? numberedOn(record);
			const state: UpNextState = fetchedAt === null ? 'no_guide' : hasAired(episode, today) ? 'ready' : 'not_aired';
			return [
				{
					mediaRecordId: record.id,
					providerId: record.providerRef.id,
					title: record.title,
					posterPath: record.posterPath,
					lastWatchedOn: record.lastWatchedOn,
					updatedAt: record.updatedAt,
					state,
					episode,
					guideFetchedAt: fetchedAt
				}
			];
		});
	});
	return { items: items.sort(byRecentWatch).map(({ updatedAt: _, ...item }) => item) };
}
