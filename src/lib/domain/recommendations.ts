/** A person's recommendation of a saved title (spec 2.4). */
import { z } from 'zod/mini';
import { recommendationStatus } from './enums';
import { id, longText } from './fields';

export const recommendationBody = z.object({
	mediaRecordId: id,
	personId: id,
	status: z.optional(recommendationStatus),
	note: z.optional(longText)
});
export type RecommendationBody = z.infer<typeof recommendationBody>;

export const recommendationRow = z.extend(recommendationBody, {
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
