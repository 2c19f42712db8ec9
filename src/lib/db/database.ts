/** The Dexie database: typed tables and explicit schema versions, in one place. */
import { Dexie, type Table, type Transaction } from 'dexie';
import type { EpisodeGuide, GuideSeasonEpisodes, KeptNextEpisode } from '../domain/episode-guide';
import type { KeptOffers } from '../domain/kept-offers';
import type { Person } from '../domain/people';
import type { MediaKind } from '../domain/enums';
import { KIND_TABLES } from '../domain/tables';
import type { Connection } from '../domain/connections';
import { changeRecord, leaveWaiting, OUTBOX, STAMPS, type OutboxRow } from './change-record';
import type { StampRow } from './row-stamps';
import type { AggregateHead, HistoryLookupRow, LogRow, RecommendationRow, RecordRow, SettingRow, TasteRow, WordsRow, YearRow } from './rows';

export const DEFAULT_DB_NAME = 'screenshelf';

const RECORD_INDEXES_V1 = 'id, sortKey, [status+sortKey], *words, providerKey';
// Version 2: the word index keys carry the title order (wordKey), so a common word's first page
// is read in title order instead of collecting every title that has it.
const RECORD_INDEXES_V2 = 'id, sortKey, [status+sortKey], *wordKeys, providerKey';
// Version 4: the word keys live in a store of their own, so writing a record (every log write
// does, for its watch count) rewrites a small row and leaves its fifty-odd word entries alone.
const RECORD_INDEXES = 'id, sortKey, [status+sortKey], providerKey';
const WORD_INDEXES = 'id, *wordKeys';
const LOG_INDEXES = 'watchLogId, sortKey, [mediaRecordId+sortKey], *withKeys';
const RECOMMENDATION_INDEXES = 'recommendationId, mediaRecordId, personId';
const TASTE_INDEXES = 'personTasteId, personId, providerKey';

// The library's tables of each kind (domain/tables.ts), with the storage layer's own words store.
const KIND_TABLE_NAMES = {
	tv: { ...KIND_TABLES.tv, words: 'tvSeriesWords' },
	movie: { ...KIND_TABLES.movie, words: 'movieWords' }
} as const satisfies Record<MediaKind, Record<keyof KindTables, string>>;

/** The words store of each records store. */
export const WORDS_TABLE_OF: Readonly<Record<string, string>> = Object.fromEntries(
	Object.values(KIND_TABLE_NAMES).map((names) => [names.records, names.words])
);

/**
 * The upgrades' code, loaded only when a library older than them is opened (LibraryStore.open
 * loads it first: a dynamic import inside the upgrade's transaction would let it end):
 * aggregate-recount.ts and old-upgrades.ts.
 */
export interface LateUpgrades {
	wordKeysInTitleOrder(trans: Transaction): Promise<unknown>;
	wordsApart(trans: Transaction): Promise<unknown>;
	guidesSplit(trans: Transaction): Promise<void>;
	recountAggregates(trans: Transaction): Promise<void>;
	yearsApart(trans: Transaction): Promise<void>;
}

/** The late upgrades' code, loaded together. */
export async function loadLateUpgrades(): Promise<LateUpgrades> {
	const [recount, old] = await Promise.all([import('./aggregate-recount'), import('./old-upgrades')]);
	return { ...recount, ...old };
}

function needed(late: LateUpgrades | undefined): LateUpgrades {
	if (!late) throw new Error('This upgrade needs the late upgrades loaded (LibraryStore.open loads them).');
	return late;
}

export interface SchemaVersion {
	version: number;
	/** The stores this version adds or changes (Dexie carries the others over). */
	stores: Record<string, string | null>;
	/** Rewrites stored rows; returns its promise, so the version change waits for every row. */
	upgrade?: (trans: Transaction, late: LateUpgrades | undefined) => Promise<unknown>;
}

/**
 * Every schema version ever released, oldest first. Never edit a released entry: add a version.
 * tests/unit/db/schema-migrations.test.ts opens a frozen library of every version with the current code.
 */
export const SCHEMA_VERSIONS: readonly SchemaVersion[] = [
	{
		version: 1,
		stores: {
			tvSeries: RECORD_INDEXES_V1,
			movies: RECORD_INDEXES_V1,
			tvWatchLogs: LOG_INDEXES,
			movieWatchLogs: LOG_INDEXES,
			tvRecommendations: RECOMMENDATION_INDEXES,
			movieRecommendations: RECOMMENDATION_INDEXES,
			tvTastes: TASTE_INDEXES,
			movieTastes: TASTE_INDEXES,
			people: 'id, name',
			aggregates: 'id',
			connections: 'id',
			settings: 'key'
		}
	},
	{
		version: 2,
		stores: { tvSeries: RECORD_INDEXES_V2, movies: RECORD_INDEXES_V2 },
		upgrade: (trans, late) => needed(late).wordKeysInTitleOrder(trans)
	},
	{
		// The history import's lookup cache and match choices: new rows only, nothing to upgrade.
		version: 3,
		stores: { historyLookups: 'key' }
	},
	{
		version: 4,
		stores: { tvSeries: RECORD_INDEXES, movies: RECORD_INDEXES, tvSeriesWords: WORD_INDEXES, movieWords: WORD_INDEXES },
		upgrade: (trans, late) => needed(late).wordsApart(trans)
	},
	{
		// Sync's outbox (change-record.ts): new rows only.
		version: 5,
		stores: { [OUTBOX]: 'key' }
	},
	{
		// Series' episode guides for Up next and Upcoming (provider-cache-repo.ts), a provider cache: new rows only.
		version: 6,
		stores: { episodeGuides: 'providerKey' }
	},
	{
		// Saved titles' offers for the "On my services" filter (provider-cache-repo.ts), a provider cache; episode
		// guides split into an outline per series and each season's episodes apart (guides-repo.ts), so Up next
		// reads 500 series' guides in time.
		version: 7,
		stores: { watchOffers: 'providerKey', guideSeasons: '[providerKey+seasonNumber]' },
		upgrade: (trans, late) => needed(late).guidesSplit(trans)
	},
	{
		// The stats totals count episodes, minutes and the watches' ratings by month (aggregate-totals.ts):
		// counted afresh from every title, log and kept guide.
		version: 8,
		stores: {},
		upgrade: (trans, late) => needed(late).recountAggregates(trans)
	},
	{
		// The stamps of synced rows, per group of fields (row-stamps.ts): new rows only; a row without
		// them takes its row stamp for every group.
		version: 9,
		stores: { [STAMPS]: 'key' }
	},
	{
		// Each watching series' next episode, kept as its guide or progress changes (next-episodes-repo.ts):
		// new rows only. Until a series' row is kept, Up next works its next episode out as before.
		version: 10,
		stores: { nextEpisodes: 'providerKey' }
	},
	{
		// The stats totals' months apart from each kind's row, a row per year (aggregates-repo.ts): a
		// watch log's write rewrote every month ever watched, some 20 KB in a library of years.
		version: 11,
		stores: { yearTotals: 'id' },
		upgrade: (trans, late) => needed(late).yearsApart(trans)
	},
	{
		// What waits to be sent moves into the stamps rows (row-stamps.ts): a write with sync on writes one
		// record a row, not a stamps row and an outbox row. The outbox store goes in the next version: an
		// upgrade reads a store that a later version deletes, as Dexie documents it.
		version: 12,
		stores: { [STAMPS]: 'key, wait.key' },
		upgrade: waitInStamps
	},
	{
		version: 13,
		stores: { [OUTBOX]: null }
	}
];

/** Moves the outbox's rows into the stamps rows of their keys (a row sync marked holds no stamps yet). */
async function waitInStamps(trans: Transaction): Promise<void> {
	await leaveWaiting(trans.table<StampRow, string>(STAMPS), await trans.table<OutboxRow, string>(OUTBOX).toArray());
}

export const SCHEMA_VERSION = SCHEMA_VERSIONS[SCHEMA_VERSIONS.length - 1]!.version;

/** The newest version whose upgrade needs the late upgrades: a library at it or newer never loads them. */
export const LATE_UPGRADES_UNTIL = 11;

export class LibraryDatabase extends Dexie {
	tvSeries!: Table<RecordRow, string>;
	movies!: Table<RecordRow, string>;
	tvWatchLogs!: Table<LogRow, string>;
	movieWatchLogs!: Table<LogRow, string>;
	tvRecommendations!: Table<RecommendationRow, string>;
	movieRecommendations!: Table<RecommendationRow, string>;
	tvTastes!: Table<TasteRow, string>;
	movieTastes!: Table<TasteRow, string>;
	people!: Table<Person, string>;
	aggregates!: Table<AggregateHead, MediaKind>;
	yearTotals!: Table<YearRow, string>;
	connections!: Table<Connection, string>;
	settings!: Table<SettingRow, string>;
	historyLookups!: Table<HistoryLookupRow, string>;
	tvSeriesWords!: Table<WordsRow, string>;
	movieWords!: Table<WordsRow, string>;
	syncStamps!: Table<StampRow, string>;
	episodeGuides!: Table<EpisodeGuide, string>;
	watchOffers!: Table<KeptOffers, string>;
	guideSeasons!: Table<GuideSeasonEpisodes, [string, number]>;
	nextEpisodes!: Table<KeptNextEpisode, string>;

	/**
	 * `now` stamps the change record (a deletion's time travels with its tombstone); `late` is
	 * needed to open a library that an upgrade of theirs rewrites (see LateUpgrades).
	 */
	constructor(name: string = DEFAULT_DB_NAME, now: () => Date = () => new Date(), late?: LateUpgrades) {
		super(name);
		for (const { version, stores, upgrade } of SCHEMA_VERSIONS) {
			const declared = this.version(version).stores(stores);
			if (upgrade) declared.upgrade((trans) => upgrade(trans, late));
		}
		// No screen reads a live query (library-store.ts tells them of writes): Dexie's record of what each
		// write changed for live queries, and its broadcast of it at every commit, would be work for nothing.
		this.unuse({ stack: 'dbcore', name: 'Observability' });
		this.unuse({ stack: 'dbcore', name: 'Cache' });
		this.use(changeRecord(now));
	}
}

/** The tables of one media kind, so TV and movie code is written once. */
export interface KindTables {
	records: Table<RecordRow, string>;
	/** Each record's search words, apart from it (schema version 4). */
	words: Table<WordsRow, string>;
	logs: Table<LogRow, string>;
	recommendations: Table<RecommendationRow, string>;
	tastes: Table<TasteRow, string>;
}

/**
 * A kind's tables bound to one transaction: every read and write through them belongs to it,
 * whatever the async context, so nothing can slip outside the transaction.
 */
export function kindTables(trans: Transaction, kind: MediaKind): KindTables {
	const names = KIND_TABLE_NAMES[kind];
	return {
		records: trans.table(names.records),
		words: trans.table(names.words),
		logs: trans.table(names.logs),
		recommendations: trans.table(names.recommendations),
		tastes: trans.table(names.tastes)
	};
}
