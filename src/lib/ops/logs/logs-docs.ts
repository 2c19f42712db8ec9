/** What svc_describe says of the logs operations, loaded with it: no screen reads it. */
import type { MediaKind } from '../../domain/enums';
import type { KindInfo } from '../kind-info';
import type { OperationDocs } from '../operation';
import { LOGS_LIMIT } from './query-watch-logs';

/** The watch-log rules of the spec. */
const COMMON = [
	'log.mediaRecordId must name a saved title (resolve it with the records query first); otherwise not_found.',
	'Every ID in log.watchedWithPersonIds must be an active People record; otherwise invalid_input at that item.',
	'log.platformType defaults to theater. log.placeKey is ext:<placeId> or manual:<uuid>.'
];

const LOG_RULES: Record<MediaKind, string[]> = {
	tv: [
		...COMMON,
		'When log.watchedOn is omitted it defaults to log.episodeAirDate, else the series first air date, else today, and the log is marked watchedOnDefaulted so the user can fix it later.',
		'A TV log covers a range: seasonFrom/episodeFrom to seasonTo/episodeTo. seasonTo must not be before seasonFrom; within one season episodeTo must not be before episodeFrom.'
	],
	movie: [
		...COMMON,
		'When log.watchedOn is omitted it defaults to the release date, else today, and the log is marked watchedOnDefaulted so the user can fix it later.'
	]
};

export function addWatchLog(k: KindInfo): OperationDocs {
	return {
		description: k.pick(
			'Log a watched season/episode range of a saved series.',
			'Log one viewing of a saved movie.'
		),
		notes: [
			...LOG_RULES[k.kind],
			k.pick(
				'Moves the series to watching (a completed series stays completed) and its progress forward to the end of the range, never back.',
				'Moves the movie to watched.'
			),
			'watchLogId is optional; reusing an ID returns the stored log unchanged (created: false), so retries are safe. Default: a random ID.',
			'Returns { log, created }.'
		]
	};
}

export function deleteWatchLog(k: KindInfo): OperationDocs {
	return {
		description: `Delete one watch log of a ${k.noun}.`,
		notes: [
			'Only for removals the user explicitly asked for.',
			"The title's status and progress stay; its watch count and last-watched date are refreshed.",
			'Returns { deleted: { <resource kind>: 1 } }.'
		]
	};
}

export function getWatchLog(k: KindInfo): OperationDocs {
	return {
		description: `One ${k.noun} watch log by its ID, with every stored field.`,
		notes: ['Use it when the ID is known (from a watch log query or person links); not_found otherwise.', 'Returns { log }.']
	};
}

export function queryWatchLogs(k: KindInfo): OperationDocs {
	return {
		description: `List ${k.noun} watch logs, newest first.`,
		notes: [
			'When the question concerns a period, pass from and to (inclusive, YYYY-MM-DD).',
			'mediaRecordId limits the list to one saved title.',
			`Sorted by watch date, newest first, then by creation. limit defaults to ${LOGS_LIMIT.summary} in summary mode and ${LOGS_LIMIT.full} in full mode (at most ${LOGS_LIMIT.max}).`,
			'Summary rows: watchLogId, mediaRecordId, title, date, platform, rating, notesPreview (first 120 characters). Full rows: every stored field.',
			'Returns { items, nextCursor }; pass nextCursor as cursor for the next page; it is null on the last page.'
		]
	};
}

export function updateWatchLog(k: KindInfo): OperationDocs {
	return {
		description: `Rewrite a watch log of a ${k.noun}.`,
		notes: [
			'watchLogId must name an existing log; otherwise not_found.',
			'The log body replaces the stored fields: send mediaRecordId and every field to keep.',
			...LOG_RULES[k.kind],
			...(k.kind === 'tv' ? ['A range that ends later than the series progress moves the progress forward; status does not change.'] : []),
			'Returns { log, created: false }.'
		]
	};
}

export function logWatch(k: KindInfo): OperationDocs {
	return {
		description: `Log a watch of a ${k.noun} as the person does in the app.`,
		notes: [
			'As the add, and a rating given becomes the title’s rating when this watch is its newest (by watchedOn, then createdAt).',
			'Returns { log, created, changed }: changed holds each title field the log moved (status, progress, rating), from and to.'
		]
	};
}

export function logFromCatalog(k: KindInfo): OperationDocs {
	return {
		description: `Log a watch of a catalog ${k.noun} by its provider ID, saving it first when it is not saved.`,
		notes: [
			`A new title is saved as ${k.kind === 'tv' ? 'watching' : 'watched'}, with the catalog's details; a saved one keeps its fields and moves as for a log.`,
			'The title, the log and the rating rule of logWatch are written in one transaction.',
			'Returns { record, log, created, recordCreated, changed }; Undo of a new title deletes the title, else it is undoWatch with changed.'
		]
	};
}

export function editWatch(k: KindInfo): OperationDocs {
	return {
		description: `Rewrite a watch of a ${k.noun} as the person does in the app's log form.`,
		notes: ['As the update, and a rating or day changed on the title’s newest watch makes its rating the title’s.', 'Returns { log, created: false }.']
	};
}

export function undoWatch(k: KindInfo): OperationDocs {
	return {
		description: `Take back a watch of a ${k.noun} just logged: delete it and put back what it moved on the title.`,
		notes: ['changed is what the log answered; a field changed since keeps its new value.', 'not_found when the log is gone; nothing changes then.']
	};
}
