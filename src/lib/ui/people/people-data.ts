/** What the People screens read and write: the directory, person links, recommendations and tastes. */
import { resolve } from '$app/paths';
import type { MediaKind, RecommendationStatus } from '$lib/domain/enums';
import type { ProviderRef } from '$lib/domain/provider-ref';
import type { Recommendation } from '$lib/domain/recommendations';
import type { RecordSummary } from '$lib/domain/records';
import type { PersonTaste } from '$lib/domain/tastes';
import type { WatchLogSummary } from '$lib/domain/watch-logs';
import type { GatewayErrorBody, Result } from '$lib/gateway';
import { ops, warmOps, type OperationData } from '$lib/ui/gateway-client';

// The writes of these screens are not in the first visit's code: loaded as the first of them opens.
warmOps(['tv', 'movie'], ['upsertRecommendation', 'deleteRecommendation', 'upsertPersonTaste', 'deletePersonTaste']);

export type Taste = PersonTaste['taste'];

export const TASTE_LABELS: Record<Taste, string> = { favorite: 'Favourite', dislike: 'Dislike' };

type Links = OperationData<MediaKind, 'queryPersonLinks'>;

/** A recommendation with its title, the record in summary (the detail People screens ask for). */
export type RecommendedRow = Links['recommended'][number] & { record: RecordSummary | null };
export type TasteRow = Links['tastes'][number];

export interface PersonLinks {
	recommended: RecommendedRow[];
	watchedWith: WatchLogSummary[];
	tastes: TasteRow[];
}

/** A watch log shared with the person, with the kind its query answered for. */
export type SharedLog = WatchLogSummary & { kind: MediaKind };

export function personHref(personId: string): string {
	return resolve(`/people/${encodeURIComponent(personId)}`);
}

/** One kind's links of one person, in summary: a summary record has a year, a summary log a date. */
export async function personLinks(kind: MediaKind, personId: string, limit?: number): Promise<Result<PersonLinks>> {
	const result = await ops[kind].queryPersonLinks({ personId, ...(limit ? { limit } : {}) });
	if (!result.ok) return result;
	const { recommended, watchedWith, tastes } = result.data;
	return {
		ok: true,
		data: {
			recommended: recommended.map((row) => ({ ...row, record: row.record && 'year' in row.record ? row.record : null })),
			watchedWith: watchedWith.flatMap((log) => ('date' in log ? [log] : [])),
			tastes
		}
	};
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
	const ask = async (kind: MediaKind): Promise<Result<RecordSummary[]>> => {
		const result = await ops[kind].queryRecords({ query, limit });
		return result.ok ? { ok: true, data: result.data.items.flatMap((r) => ('year' in r ? [r] : [])) } : result;
	};
	const [movie, tv] = await Promise.all([ask('movie'), ask('tv')]);
	if (!movie.ok) return movie;
	if (!tv.ok) return tv;
	return {
		ok: true,
		data: [
			...movie.data.map((r) => ({ ...r, kind: 'movie' as const })),
			...tv.data.map((r) => ({ ...r, kind: 'tv' as const }))
		]
	};
}

export function saveRecommendation(
	kind: MediaKind,
	body: { mediaRecordId: string; personId: string; status?: RecommendationStatus; note?: string },
	recommendationId?: string
) {
	return ops[kind].upsertRecommendation({
		...(recommendationId ? { recommendationId } : {}),
		recommendation: body
	});
}

/** Changes only the status: the upsert keeps every field it is not given. */
export function setRecommendationStatus(row: Recommendation, status: RecommendationStatus) {
	return ops[row.kind].upsertRecommendation({
		recommendationId: row.recommendationId,
		recommendation: { mediaRecordId: row.mediaRecordId, personId: row.personId, status }
	});
}

export function deleteRecommendation(row: Recommendation) {
	return ops[row.kind].deleteRecommendation({ recommendationId: row.recommendationId });
}

export function saveTaste(body: { personId: string; providerRef: ProviderRef; taste: Taste; title: string; note?: string }) {
	return ops[body.providerRef.mediaType].upsertPersonTaste({
		personTaste: body
	});
}

export function deleteTaste(row: PersonTaste) {
	return ops[row.kind].deletePersonTaste({ personTasteId: row.personTasteId });
}

/** The error for a form's general note: left out when every issue is already shown at its field. */
export function unshown(error: GatewayErrorBody | undefined, fields: string[]): GatewayErrorBody | undefined {
	const issues = error?.issues ?? [];
	return issues.length > 0 && issues.every((i) => fields.includes(i.path)) ? undefined : error;
}
