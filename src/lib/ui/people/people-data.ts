/** What the People screens read and write: the directory, person links, recommendations and tastes. */
import type { MediaKind, RecommendationStatus } from '$lib/domain/enums';
import type { ProviderRef } from '$lib/domain/provider-ref';
import type { Recommendation } from '$lib/domain/recommendations';
import type { RecordSummary } from '$lib/domain/records';
import type { PersonTaste } from '$lib/domain/tastes';
import type { WatchLogSummary } from '$lib/domain/watch-logs';
import type { GatewayErrorBody, Result } from '$lib/gateway';
import type { PeopleDirectory } from '$lib/gateway/people-directory';
import { call, withGateway } from '$lib/ui/gateway-client';

export type Taste = PersonTaste['taste'];

export const TASTE_LABELS: Record<Taste, string> = { favorite: 'Favourite', dislike: 'Dislike' };

const LINK_OPS = {
	tv: {
		links: 'tv_series_queryTvSeriesPersonLinks',
		records: 'tv_series_queryTvSeriesRecords',
		upsertRecommendation: 'tv_series_upsertTvSeriesRecommendation',
		deleteRecommendation: 'tv_series_deleteTvSeriesRecommendation',
		upsertTaste: 'tv_series_upsertTvSeriesPersonTaste',
		deleteTaste: 'tv_series_deleteTvSeriesPersonTaste'
	},
	movie: {
		links: 'movies_queryMoviePersonLinks',
		records: 'movies_queryMovieRecords',
		upsertRecommendation: 'movies_upsertMovieRecommendation',
		deleteRecommendation: 'movies_deleteMovieRecommendation',
		upsertTaste: 'movies_upsertMoviePersonTaste',
		deleteTaste: 'movies_deleteMoviePersonTaste'
	}
} as const satisfies Record<MediaKind, Record<string, string>>;

export interface RecommendedRow extends Recommendation {
	title: string | null;
	record: RecordSummary | null;
}

export interface TasteRow extends PersonTaste {
	savedRecordId: string | null;
}

export interface PersonLinks {
	recommended: RecommendedRow[];
	watchedWith: WatchLogSummary[];
	tastes: TasteRow[];
}

/** A watch log shared with the person, with the kind its query answered for. */
export type SharedLog = WatchLogSummary & { kind: MediaKind };

/** A directory call as a result: the directory rejects, screens read results. */
export function people<T>(fn: (directory: PeopleDirectory) => Promise<T>): Promise<Result<T>> {
	return withGateway((g) => fn(g.people));
}

export function personHref(personId: string): string {
	return `/people/${encodeURIComponent(personId)}`;
}

export function personLinks(kind: MediaKind, personId: string, limit?: number) {
	return call<PersonLinks>('svc_find', LINK_OPS[kind].links, { personId, ...(limit ? { limit } : {}) });
}

/** Both kinds' links of one person, merged; shared logs newest first. */
export async function allPersonLinks(personId: string): Promise<Result<PersonLinks & { watchedWith: SharedLog[] }>> {
	const [tv, movie] = await Promise.all([personLinks('tv', personId), personLinks('movie', personId)]);
	if (!tv.ok) return tv;
	if (!movie.ok) return movie;
	const logs = [
		...tv.data.watchedWith.map((log) => ({ ...log, kind: 'tv' as const })),
		...movie.data.watchedWith.map((log) => ({ ...log, kind: 'movie' as const }))
	].sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));
	// By creation, so changing a status in place does not move the row under the finger.
	const newest = (a: { createdAt: string }, b: { createdAt: string }) => (a.createdAt < b.createdAt ? 1 : -1);
	return {
		ok: true,
		data: {
			recommended: [...tv.data.recommended, ...movie.data.recommended].sort(newest),
			watchedWith: logs,
			tastes: [...tv.data.tastes, ...movie.data.tastes].sort(newest)
		}
	};
}

/** A title offered in a picker: saved or from the provider. */
export interface TitleChoice {
	key: string;
	kind: MediaKind;
	title: string;
	detail: string;
}

export interface LibraryMatch extends RecordSummary {
	kind: MediaKind;
}

/** Saved titles of both kinds matching the words, a few of each. */
export async function findSavedTitles(query: string, limit = 6): Promise<Result<LibraryMatch[]>> {
	const ask = (kind: MediaKind) =>
		call<{ items: RecordSummary[] }>('svc_find', LINK_OPS[kind].records, { query, limit });
	const [movie, tv] = await Promise.all([ask('movie'), ask('tv')]);
	if (!movie.ok) return movie;
	if (!tv.ok) return tv;
	return {
		ok: true,
		data: [
			...movie.data.items.map((r) => ({ ...r, kind: 'movie' as const })),
			...tv.data.items.map((r) => ({ ...r, kind: 'tv' as const }))
		]
	};
}

export function saveRecommendation(
	kind: MediaKind,
	body: { mediaRecordId: string; personId: string; status?: RecommendationStatus; note?: string },
	recommendationId?: string
) {
	return call<{ recommendation: Recommendation; created: boolean }>('svc_create', LINK_OPS[kind].upsertRecommendation, {
		...(recommendationId ? { recommendationId } : {}),
		recommendation: body
	});
}

/** Changes only the status: the upsert keeps every field it is not given. */
export function setRecommendationStatus(row: Recommendation, status: RecommendationStatus) {
	return call<{ recommendation: Recommendation }>('svc_update', LINK_OPS[row.kind].upsertRecommendation, {
		recommendationId: row.recommendationId,
		recommendation: { mediaRecordId: row.mediaRecordId, personId: row.personId, status }
	});
}

export function deleteRecommendation(row: Recommendation) {
	return call('svc_delete', LINK_OPS[row.kind].deleteRecommendation, { recommendationId: row.recommendationId });
}

export function saveTaste(body: { personId: string; providerRef: ProviderRef; taste: Taste; title: string; note?: string }) {
	return call<{ personTaste: PersonTaste; created: boolean }>('svc_create', LINK_OPS[body.providerRef.mediaType].upsertTaste, {
		personTaste: body
	});
}

export function deleteTaste(row: PersonTaste) {
	return call('svc_delete', LINK_OPS[row.kind].deleteTaste, { personTasteId: row.personTasteId });
}

/** The error for a form's general note: left out when every issue is already shown at its field. */
export function unshown(error: GatewayErrorBody | undefined, fields: string[]): GatewayErrorBody | undefined {
	const issues = error?.issues ?? [];
	return issues.length > 0 && issues.every((i) => fields.includes(i.path)) ? undefined : error;
}
