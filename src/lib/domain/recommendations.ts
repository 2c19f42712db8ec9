/** A person's recommendation of a saved title (spec 2.4). */
import { z } from 'zod';
import { recommendationStatus } from './enums';
import { id, longText } from './fields';

export const recommendationBody = z.object({
	mediaRecordId: id,
	personId: id,
	status: recommendationStatus.optional(),
	note: longText.optional()
});
export type RecommendationBody = z.infer<typeof recommendationBody>;

export const recommendationRow = recommendationBody.extend({
	recommendationId: id,
	kind: z.enum(['tv', 'movie']),
	status: recommendationStatus,
	createdAt: z.iso.datetime(),
	updatedAt: z.iso.datetime()
});
export type Recommendation = z.infer<typeof recommendationRow>;

export function defaultRecommendationId(mediaRecordId: string, personId: string): string {
	return `rec:${mediaRecordId}:${personId}`;
}
