/**
 * Every operation of the service, one row each. Each family is written once over KindInfo and
 * registered for TV and for movies; adding an operation is adding a row here.
 */
import { details, seasonDetails } from './catalog/details';
import { discover } from './catalog/discover';
import { discoverStreaming } from './catalog/discover-streaming';
import { search } from './catalog/search';
import { KINDS, type KindInfo } from './kind-info';
import { deletePersonTaste } from './links/delete-person-taste';
import { deleteRecommendation } from './links/delete-recommendation';
import { queryPersonLinks } from './links/query-person-links';
import { upsertPersonTaste } from './links/upsert-person-taste';
import { upsertRecommendation } from './links/upsert-recommendation';
import { addWatchLog } from './logs/add-watch-log';
import { deleteWatchLog } from './logs/delete-watch-log';
import { getWatchLog } from './logs/get-watch-log';
import { queryWatchLogs } from './logs/query-watch-logs';
import { updateWatchLog } from './logs/update-watch-log';
import type { Operation } from './operation';
import { deleteRecord } from './records/delete-record';
import { getRecord } from './records/get-record';
import { queryRecords } from './records/query-records';
import { upsertRecord } from './records/upsert-record';
import { queryStats } from './stats/query-stats';
import { refreshEpisodeGuide } from './watch-next/refresh-guide';
import { queryOnMyServices } from './watch-next/on-my-services';
import { queryUpcoming } from './watch-next/upcoming';
import { queryUpNext } from './watch-next/up-next';
import { getWatchOffers, queryWatchServices } from './watch-next/watch-offers';

const FAMILIES: ((k: KindInfo) => Operation)[] = [
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
	discoverStreaming,
	queryOnMyServices
];

const TV_ONLY: ((k: KindInfo) => Operation)[] = [seasonDetails, queryUpNext, refreshEpisodeGuide];

function buildRegistry(): ReadonlyMap<string, Operation> {
	const registry = new Map<string, Operation>();
	for (const k of KINDS) {
		const families = k.kind === 'tv' ? [...FAMILIES, ...TV_ONLY] : FAMILIES;
		for (const family of families) {
			const op = family(k);
			if (registry.has(op.name)) throw new Error(`Operation ${op.name} is registered twice`);
			registry.set(op.name, op);
		}
	}
	return registry;
}

export const OPERATIONS: ReadonlyMap<string, Operation> = buildRegistry();
