/** What svc_describe says of the records operations, loaded with it: no screen reads it. */
import type { KindInfo } from '../kind-info';
import type { OperationDocs } from '../operation';
import { RECORDS_LIMIT } from './query-records';

export function deleteRecord(k: KindInfo): OperationDocs {
	return {
		description: `Remove a saved ${k.noun} with all its watch logs and recommendations.`,
		notes: [
			'Only for removals the user explicitly asked for.',
			"Person taste records are kept: they name the provider title, not the saved record.",
			'Returns { deleted: { <resource kind>: count } }.'
		]
	};
}

export function getRecord(k: KindInfo): OperationDocs {
	return {
		description: `One saved ${k.noun} by its ID, with every stored field.`,
		notes: ['Use it when the ID is known (from a records query, a watch log or a link); not_found otherwise.', 'Returns { record }.']
	};
}

export function queryRecords(k: KindInfo): OperationDocs {
	return {
		description: `Search the saved ${k.noun} library by text and/or status; use it to resolve a mediaRecordId.`,
		notes: [
			'query matches, case- and accent-insensitively, the start of words in the title, original title, overview, genres and tags; every word must match.',
			`Sorted by title (case-insensitive), then ID. limit defaults to ${RECORDS_LIMIT.summary} in summary mode and ${RECORDS_LIMIT.full} in full mode (at most ${RECORDS_LIMIT.max}).`,
			'Summary rows: id, title, status, rating, year. Full rows: every stored field, overview and notes included.',
			'Returns { items, nextCursor }; pass nextCursor as cursor for the next page; it is null on the last page.'
		]
	};
}

export function upsertRecord(k: KindInfo): OperationDocs {
	return {
		description: `Save a ${k.noun} to the library, or overwrite a saved one.`,
		notes: [
			'Quick save: pass providerId alone (from a svc_lookup search); full provider metadata is imported.',
			`A quick save creates the record with status from "status", else want_to_watch; "status" applies only on creation.`,
			'A quick save of a title already saved keeps its status, rating, notes, tags and progress, and refreshes provider metadata.',
			...(k.kind === 'tv'
				? ['A quick save also keeps the series\' episode guide (as tv_series_refreshEpisodeGuide does, at most daily), so Up next names its next episode; a guide the provider cannot give does not fail the save.']
				: []),
			`Full body: pass record (providerRef and title required). The body replaces the stored fields, so include every field to keep; status defaults to ${k.bodyDefaultStatus}; "status" outside the body is ignored.`,
			`mediaRecordId names the record to overwrite; by default it is the saved copy of the title, else "${k.kind}:tmdb:<providerId>".`,
			'Watch count, last-watched date, poster and timestamps are kept by the service; they are ignored in the body.',
			'Returns { record, created }.'
		]
	};
}

export function patchRecord(k: KindInfo): OperationDocs {
	return {
		description: `Change some of a saved ${k.noun}'s own fields, keeping every other field as stored.`,
		notes: ['Returns { record, created: false }.']
	};
}
