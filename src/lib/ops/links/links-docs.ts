/** What svc_describe says of the links operations, loaded with it: no screen reads it. */
import type { KindInfo } from '../kind-info';
import type { OperationDocs } from '../operation';
import { PERSON_LINKS_LIMIT } from './query-person-links';

export function deletePersonTaste(k: KindInfo): OperationDocs {
	return {
		description: `Delete a person's taste record for a ${k.noun}.`,
		notes: ['Only for removals the user explicitly asked for.', 'Returns { deleted: { <resource kind>: 1 } }.']
	};
}

export function deleteRecommendation(k: KindInfo): OperationDocs {
	return {
		description: `Delete a recommendation of a ${k.noun}.`,
		notes: [
			'Only for removals the user explicitly asked for.',
			"The person is removed from the title's recommendedByPersonIds unless another recommendation of theirs for it remains.",
			'Returns { deleted: { <resource kind>: 1 } }.'
		]
	};
}

export function queryPersonLinks(k: KindInfo): OperationDocs {
	return {
		description: `${k.pick('Series', 'Movies')} linked to one People record: what they recommended, watch logs shared with them, their favourites and dislikes.`,
		notes: [
			`Each bucket holds at most limit rows (default ${PERSON_LINKS_LIMIT.default}).`,
			'detail (summary or full) applies to the linked records and watch logs.',
			'Returns { recommended: [{ ...recommendation, title, record }], watchedWith: [log rows, newest first], tastes: [{ ...taste, savedRecordId }] }; recommendations and tastes newest first.'
		]
	};
}

export function upsertPersonTaste(k: KindInfo): OperationDocs {
	return {
		description: `Record or update a person's favourite or disliked ${k.noun}; the title need not be saved.`,
		notes: [
			'personTaste.personId must be a People record; personTaste.providerRef is { provider: "tmdb", mediaType, id }.',
			`personTasteId defaults to taste:<personId>:${k.kind}:tmdb:<providerId>, so the same person and title update one record.`,
			'personTaste.title (optional, an extension) is the title to show; without it the saved title or the provider title is used.',
			'On update, fields not given keep their stored values.',
			'Returns { personTaste, created }.'
		]
	};
}

export function upsertRecommendation(k: KindInfo): OperationDocs {
	return {
		description: `Record or update a person's recommendation of a saved ${k.noun}.`,
		notes: [
			'recommendation.mediaRecordId must name a saved title (not_found otherwise); recommendation.personId a People record.',
			'recommendationId defaults to rec:<mediaRecordId>:<personId>, so recording the same pair twice updates one recommendation.',
			'status defaults to open on creation; on update, fields not given keep their stored values.',
			`The person is also added to the ${k.noun}'s recommendedByPersonIds.`,
			'Returns { recommendation, created }.'
		]
	};
}
