/**
 * The unit of work's count of a transaction's watches in the stats totals: each log it wrote is
 * taken away as it was, counted with its title as the title was, and added as it is, with its
 * title as it is now; a title whose facts changed (its runtime or season counts, its kept episode
 * guide) has its other logs recounted. So the totals always equal a fresh count of the logs,
 * titles and guides as committed (aggregateOf), whatever a transaction wrote and in which order,
 * and a guide kept after its series' logs corrects their episodes.
 */
import type { MediaKind } from '../domain/enums';
import type { EpisodeGuide } from '../domain/episode-guide';
import { providerKey } from '../domain/provider-ref';
import type { MediaRecord } from '../domain/records';
import { factsOf, figuresOf, needsGuide, sameRecordFacts, sameSeasons } from '../domain/watch-figures';
import type { WatchLog } from '../domain/watch-logs';
import { countLog, monthOf } from './aggregate-totals';
import type { StoreTx } from './library-store';

/** A log counted as it was when the transaction began (taken away) or as it is now (added). */
interface Side {
	log: WatchLog;
	before: boolean;
}

const NO_GUIDES: ReadonlyMap<string, EpisodeGuide> = new Map();

/** Series whose kept guide this transaction changed in a way that counts: their saved records' IDs. */
async function regrounded(tx: StoreTx): Promise<string[]> {
	const changed = tx.guides.changed();
	if (changed.length === 0) return [];
	const now = await tx.guides.get(changed.map((c) => c.providerKey));
	const keys = changed.filter((c) => !sameSeasons(c.before?.seasons, now.get(c.providerKey)?.seasons)).map((c) => c.providerKey);
	if (keys.length === 0) return [];
	const ids = await tx.records.idsOfProviderKeys('tv', keys);
	await tx.records.preload('tv', ids);
	return ids;
}

/** Titles whose logs count differently now: facts changed by a record write, or a guide kept. */
async function titlesToRecount(tx: StoreTx, kind: MediaKind): Promise<string[]> {
	const ids = new Set(kind === 'tv' ? await regrounded(tx) : []);
	for (const id of tx.records.stagedIds(kind)) {
		const { stored, now } = tx.records.known(kind, id);
		// A title new here has no logs stored yet; a deleted one's logs were deleted (and are counted as writes).
		if (!stored || !now) continue;
		if (providerKey(stored.providerRef) !== providerKey(now.providerRef) || !sameRecordFacts(factsOf(stored, NO_GUIDES), factsOf(now, NO_GUIDES))) ids.add(id);
	}
	return [...ids];
}

/** Moves the kind's totals by what the transaction did to its watches; the unit of work calls it before the records are written. */
export async function countWatches(tx: StoreTx, kind: MediaKind): Promise<void> {
	const recount = await titlesToRecount(tx, kind);
	const untouched = (await Promise.all(recount.map((id) => tx.logs.untouched(kind, id)))).flat();
	const sides: Side[] = [];
	for (const { before, after } of tx.logs.changes(kind)) {
		if (before) sides.push({ log: before, before: true });
		if (after) sides.push({ log: after, before: false });
	}
	for (const log of untouched) sides.push({ log, before: true }, { log, before: false });
	if (sides.length === 0) return;

	const titleOf = ({ log, before }: Side): Readonly<MediaRecord> | undefined => {
		const known = tx.records.known(kind, log.mediaRecordId);
		return before ? known.stored : known.now;
	};
	// Guides are read only for the logs whose count depends on one (a range across seasons, a whole season).
	const wanted = { before: new Set<string>(), after: new Set<string>() };
	for (const side of sides) {
		const title = titleOf(side);
		if (kind === 'tv' && title && needsGuide(side.log)) wanted[side.before ? 'before' : 'after'].add(providerKey(title.providerRef));
	}
	const [guidesBefore, guidesAfter] = await Promise.all([
		wanted.before.size > 0 ? tx.guides.asBefore([...wanted.before]) : NO_GUIDES,
		wanted.after.size > 0 ? tx.guides.get([...wanted.after]) : NO_GUIDES
	]);
	await tx.aggregates.apply(kind, (agg) => {
		for (const side of sides) {
			const facts = factsOf(titleOf(side), side.before ? guidesBefore : guidesAfter);
			countLog(agg, side.log, figuresOf(kind, side.log, facts), side.before ? -1 : 1);
		}
	}, sides.map((side) => monthOf(side.log)));
}
