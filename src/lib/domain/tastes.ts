/** A person's favourite or disliked title, by provider reference (spec 2.5). */
import { z } from 'zod';
import { taste } from './enums';
import { id, longText, shortText } from './fields';
import { providerRef, type ProviderRef } from './provider-ref';

export const personTasteBody = z.object({
	personId: id,
	providerRef,
	taste,
	note: longText.optional(),
	// Extension: the caller usually knows the title it shows; without it we resolve one.
	title: shortText.min(1).optional()
});
export type PersonTasteBody = z.infer<typeof personTasteBody>;

export const personTasteRow = personTasteBody.extend({
	personTasteId: id,
	kind: z.enum(['tv', 'movie']),
	title: shortText.nullable(),
	createdAt: z.iso.datetime(),
	updatedAt: z.iso.datetime()
});
export type PersonTaste = z.infer<typeof personTasteRow>;

export function defaultPersonTasteId(personId: string, ref: ProviderRef): string {
	return `taste:${personId}:${ref.mediaType}:${ref.provider}:${ref.id}`;
}
