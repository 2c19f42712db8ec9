/**
 * Every operation of the service, one row each. Each family is written once over KindInfo and
 * registered for TV and for movies; adding an operation is adding a row here.
 */
import { details, seasonDetails } from './catalog/details';
import { discover } from './catalog/discover';
import { discoverStreaming } from './catalog/discover-streaming';
import { search } from './catalog/search';
import type { MediaKind } from '../domain/enums';
import { KINDS, type KindInfo } from './kind-info';
import { deletePersonTaste } from './links/delete-person-taste';
import { deleteRecommendation } from './links/delete-recommendation';
import { queryPersonLinks } from './links/query-person-links';
import { upsertPersonTaste } from './links/upsert-person-taste';
import { upsertRecommendation } from './links/upsert-recommendation';
import { addWatchLog } from './logs/add-watch-log';
import { deleteWatchLog } from './logs/delete-watch-log';
import { editWatch } from './logs/edit-watch';
import { getWatchLog } from './logs/get-watch-log';
import { logFromCatalog } from './logs/log-from-catalog';
import { logWatch } from './logs/log-watch';
import { queryWatchLogs } from './logs/query-watch-logs';
import { undoWatch } from './logs/undo-watch';
import { updateWatchLog } from './logs/update-watch-log';
import type { Operation } from './operation';
import { deleteRecord } from './records/delete-record';
import { getRecord } from './records/get-record';
import { patchRecord } from './records/patch-record';
import { queryRecords } from './records/query-records';
import { upsertRecord } from './records/upsert-record';
import { queryStats } from './stats/query-stats';
import { refreshEpisodeGuide } from './watch-next/refresh-guide';
import { queryOnMyServices } from './watch-next/on-my-services';
import { queryUpcoming } from './watch-next/upcoming';
import { queryUpNext } from './watch-next/up-next';
import { getWatchOffers, queryWatchServices } from './watch-next/watch-offers';

/** The families written once over KindInfo, by the name the typed client calls them (ops.tv.queryRecords). */
const FAMILIES = {
	queryPersonLinks,
	queryRecords,
	queryStats,
	upsertRecord,
	deleteRecord,
	queryWatchLogs,
	addWatchLog,
	updateWatchLog,
	deleteWatchLog,
	upsertRecommendation,
	upsertPersonTaste,
	discover,
	details,
	search,
	deleteRecommendation,
	deletePersonTaste,
	getRecord,
	getWatchLog,
	queryUpcoming,
	getWatchOffers,
	queryWatchServices,
	patchRecord,
	logWatch,
	editWatch,
	undoWatch,
	logFromCatalog,
	discoverStreaming,
	queryOnMyServices
};

const TV_ONLY = { seasonDetails, queryUpNext, refreshEpisodeGuide };

type Families = typeof FAMILIES & typeof TV_ONLY;
type FamilyName<K extends MediaKind> = K extends 'tv' ? keyof Families : keyof typeof FAMILIES;

/** Each kind's operations by family name, as typed as their rows: what the typed client is made of. */
export type KindOperations = { [K in MediaKind]: { [F in FamilyName<K>]: ReturnType<Families[F]> } };

/** The name of every operation, as the rows spell them. */
export type OperationName = ReturnType<Families[keyof Families]>['name'];

function familiesOf(kind: MediaKind): [string, (k: KindInfo) => Operation][] {
	return Object.entries(kind === 'tv' ? { ...FAMILIES, ...TV_ONLY } : FAMILIES);
}

function buildRegistry() {
	const byName = new Map<string, Operation>();
	const byFamily: Record<MediaKind, Record<string, Operation>> = { tv: {}, movie: {} };
	for (const k of KINDS) {
		for (const [family, define] of familiesOf(k.kind)) {
			const op = define(k);
			if (byName.has(op.name)) throw new Error(`Operation ${op.name} is registered twice`);
			byName.set(op.name, op);
			byFamily[k.kind][family] = op;
		}
	}
	return { byName, byFamily };
}

const registry = buildRegistry();

/** Every row by name, for names that come from outside (a tool call's `operation`); typed calls go by family. */
export const OPERATIONS: ReadonlyMap<string, Operation> = registry.byName;

/** The row of one kind's family; undefined for a family that kind has not (TV only). */
export function familyOperation(kind: MediaKind, family: string): Operation | undefined {
	return Object.hasOwn(registry.byFamily[kind], family) ? registry.byFamily[kind][family] : undefined;
}
