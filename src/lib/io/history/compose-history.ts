/**
 * What a matched export adds to the library, worked out against what is already saved, as the
 * rows of a library document for the JSON import's merge. Pure: it reads the stored library it
 * is given and writes nothing.
 *
 * - Each play is a watch log whose ID comes from its entry, so a second import finds it saved
 *   and leaves it (with any edits made since) alone.
 * - A title already saved keeps its status, rating and notes; its tags gain the export's.
 * - Statuses follow the spec's moves: a new log makes a movie watched and a series watching
 *   (a completed series stays completed). A title created only from a watchlist or a follow is
 *   want_to_watch; a film marked watched without a date is watched.
 */
import { LIMITS } from '../../domain/fields';
import type { CatalogDetails } from '../../domain/catalog';
import type { MediaKind, Rating, WatchStatus } from '../../domain/enums';
import { advanceProgress, type Progress } from '../../domain/progress';
import { defaultRecordId, providerKey, tmdbRef } from '../../domain/provider-ref';
import type { MediaRecord } from '../../domain/records';
import type { WatchLog } from '../../domain/watch-logs';
import { KINDS } from '../../ops/kind-info';
import { compact, metadataFromDetails } from '../../ops/records/record-writes';
import { KIND_TABLES, TABLES, type LibraryData } from '../../transfer/library-document';
import { sameData } from '../../transfer/same-data';
import type { HistoryPlay, HistorySource, HistoryTitle } from './history-entry';
import type { Candidate } from './match-title';
import { historyLogId } from './stable-id';

export interface MatchedTitle {
	title: HistoryTitle;
	entry: Candidate;
}

const kindInfo = (kind: MediaKind) => KINDS.find((k) => k.kind === kind)!;

/** Several entries of an export can be one provider title (a pick, a rename): they are saved as one. */
function byProviderTitle(matched: MatchedTitle[]): MatchedTitle[][] {
	const groups = new Map<string, MatchedTitle[]>();
	for (const m of matched) {
		const key = providerKey(tmdbRef(m.entry.mediaType, m.entry.providerId));
		groups.set(key, [...(groups.get(key) ?? []), m]);
	}
	return [...groups.values()];
}

function newRecord(kind: MediaKind, id: string, entry: Candidate, nowIso: string): MediaRecord {
	const details = { runtimeMinutes: null, ...entry, savedRecordId: null, posterUrl: null } as CatalogDetails;
	return compact({
		...metadataFromDetails(kindInfo(kind), details),
		id,
		status: 'want_to_watch',
		tags: [],
		recommendedByPersonIds: [],
		watchCount: 0,
		lastWatchedOn: null,
		createdAt: nowIso,
		updatedAt: nowIso
	}) as MediaRecord;
}

function newLog(kind: MediaKind, source: HistorySource, recordId: string, title: string, play: HistoryPlay, nowIso: string): WatchLog {
	const range =
		kind === 'tv' && play.season !== undefined
			? { seasonFrom: play.season, episodeFrom: play.episode, seasonTo: play.season, episodeTo: play.episodeTo ?? play.episode }
			: {};
	return compact({
		watchLogId: historyLogId(source, play.key),
		kind,
		mediaRecordId: recordId,
		title,
		watchedOn: play.watchedOn,
		watchedOnDefaulted: play.dateDefaulted ?? false,
		// Exports do not say where a title was watched.
		platformType: 'other',
		watchedWithPersonIds: [],
		notes: play.notes?.slice(0, LIMITS.longText),
		rating: play.rating,
		...range,
		createdAt: nowIso,
		updatedAt: nowIso
	}) as WatchLog;
}

function mergedTags(stored: string[], incoming: string[]): string[] {
	const have = new Set(stored.map((t) => t.toLowerCase()));
	const added = incoming.map((t) => t.slice(0, LIMITS.listItem)).filter((t) => !have.has(t.toLowerCase()));
	return [...stored, ...added].slice(0, LIMITS.listItems);
}

/** The rating an export gives a title: its own, else the latest rated play's. */
function exportRating(titles: HistoryTitle[]): Rating | undefined {
	const own = titles.find((t) => t.rating)?.rating;
	if (own) return own;
	const rated = titles.flatMap((t) => t.plays).filter((p) => p.rating);
	return rated.sort((a, b) => b.watchedOn.localeCompare(a.watchedOn))[0]?.rating;
}

function statusAfter(kind: MediaKind, current: WatchStatus, created: boolean, addedLogs: boolean, titles: HistoryTitle[]): WatchStatus {
	if (addedLogs) return kindInfo(kind).statusAfterLog(current);
	const markedWatched = kind === 'movie' && titles.some((t) => t.watched);
	if (markedWatched && (created || current === 'want_to_watch')) return 'watched';
	return current;
}

function byKind<T>(of: (kind: MediaKind) => T): Record<MediaKind, T> {
	return { tv: of('tv'), movie: of('movie') };
}

export function composeHistory(stored: LibraryData, source: HistorySource, matched: MatchedTitle[], now: Date): LibraryData {
	const nowIso = now.toISOString();
	const incoming = Object.fromEntries(TABLES.map((t) => [t, []])) as unknown as LibraryData;
	const savedBy = byKind((kind) => new Map(stored[KIND_TABLES[kind].records].map((r) => [providerKey(r.providerRef), r])));
	const logsById = byKind((kind) => new Map(stored[KIND_TABLES[kind].logs].map((l) => [l.watchLogId, l])));

	for (const group of byProviderTitle(matched)) {
		const { entry } = group[0]!;
		const kind = entry.mediaType;
		const ref = tmdbRef(kind, entry.providerId);
		const saved = savedBy[kind].get(providerKey(ref));
		const base = saved ?? newRecord(kind, defaultRecordId(ref), entry, nowIso);
		const titles = group.map((m) => m.title);
		let progress: Progress = { currentSeason: base.currentSeason, currentEpisode: base.currentEpisode };
		let addedLogs = false;
		const logs: WatchLog[] = [];
		const seen = new Set<string>();
		// An episode known only by name has no place until its guide gives its number (episode-names.ts).
		for (const play of titles.flatMap((t) => t.plays).filter((p) => (p.episodeName === undefined || p.episode !== undefined) && !(kind === 'tv' && p.onlyIfFilm))) {
			const id = historyLogId(source, play.key);
			if (seen.has(id)) continue;
			seen.add(id);
			const kept = logsById[kind].get(id);
			if (kept) {
				logs.push(kept);
				continue;
			}
			const log = newLog(kind, source, base.id, base.title, play, nowIso);
			addedLogs = true;
			if (kind === 'tv') progress = advanceProgress(progress, log);
			logs.push(log);
		}
		const notes = titles.map((t) => t.notes).filter(Boolean).join('\n\n');
		const next = compact({
			...base,
			...(kind === 'tv' && progress),
			status: statusAfter(kind, base.status, saved === undefined, addedLogs, titles),
			rating: base.rating ?? exportRating(titles),
			tags: mergedTags(base.tags, titles.flatMap((t) => t.tags)),
			journalNotes: base.journalNotes ?? (notes ? notes.slice(0, LIMITS.longText) : undefined)
		});
		const t = KIND_TABLES[kind];
		// Unchanged, it goes in as saved, so the import counts it unchanged; changed, it must be newer to win the merge.
		const unchanged = saved !== undefined && sameData(next, saved);
		const later = saved && saved.updatedAt >= nowIso ? new Date(Date.parse(saved.updatedAt) + 1).toISOString() : nowIso;
		incoming[t.records].push(unchanged ? saved : { ...next, updatedAt: saved ? later : nowIso });
		incoming[t.logs].push(...logs);
	}
	return incoming;
}
