/**
 * Keeps each watching series' next episode (next-episodes-repo.ts) as a transaction commits: of
 * the series whose guide it put, and of those it saved, removed, or moved in progress, status or
 * provider. Loaded with the rest of the write code (unit-of-work.ts); the unit of work calls it
 * once the titles are settled, before they are written.
 */
import { statesItsProgress } from '../domain/progress';
import { providerKey } from '../domain/provider-ref';
import type { MediaRecord } from '../domain/records';
import type { StoreTx } from './library-store';
import { workOutNextEpisodes } from './next-episodes-work';

/** Whether a change of the title can change its next episode, or whether Up next reads it. */
function moved(stored: Readonly<MediaRecord>, now: Readonly<MediaRecord>): boolean {
	return (
		stored.status !== now.status ||
		stored.currentSeason !== now.currentSeason ||
		stored.currentEpisode !== now.currentEpisode ||
		stored.watchCount !== now.watchCount ||
		providerKey(stored.providerRef) !== providerKey(now.providerRef)
	);
}

/**
 * A series whose next episode can be kept: one being watched (Up next reads no other) that states
 * its progress. One with logs and no progress on its row has its next episode worked out from the
 * logs each time (up-next-run.ts).
 */
const keepable = (record: Readonly<MediaRecord>) => record.status === 'watching' && statesItsProgress(record);

export async function keepNextEpisodes(tx: StoreTx): Promise<void> {
	const ids = new Set(await tx.records.idsOfProviderKeys('tv', tx.guides.changed().map((c) => c.providerKey)));
	await tx.records.preload('tv', [...ids]);
	for (const id of tx.records.stagedIds('tv')) {
		const { stored, now } = tx.records.known('tv', id);
		if (!stored || !now || moved(stored, now)) ids.add(id);
	}
	if (ids.size === 0) return;
	const dropped = new Set<string>();
	const kept = new Map<string, Readonly<MediaRecord>>();
	for (const id of ids) {
		const { stored, now } = tx.records.known('tv', id);
		if (stored) dropped.add(providerKey(stored.providerRef));
		if (now && keepable(now)) kept.set(providerKey(now.providerRef), now);
	}
	const rows = await workOutNextEpisodes(
		tx,
		[...kept].map(([key, record]) => ({ providerKey: key, currentSeason: record.currentSeason, currentEpisode: record.currentEpisode }))
	);
	await Promise.all([tx.nextEpisodes.delete([...dropped].filter((key) => !rows.has(key))), tx.nextEpisodes.put([...rows.values()])]);
}
