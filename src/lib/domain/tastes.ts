/** A person's favourite or disliked title, by provider reference (spec 2.5). */
import { z } from 'zod/mini';
import { taste } from './enums';
import { id, longText, shortText } from './fields';
import { providerRef, type ProviderRef } from './provider-ref';

export const personTasteBody = z.object({
	personId: id,
	providerRef,
	taste,
	note: z.optional(longText),
	// Extension: the caller usually knows the title it shows; without it we resolve one.
	title: z.optional(shortText.check(z.minLength(1)))
});
export type PersonTasteBody = z.infer<typeof personTasteBody>;

export const personTasteRow = z.extend(personTasteBody, {
	personTasteId: id,
	kind: z.enum(['tv', 'movie']),
	title: z.nullable(shortText),
	createdAt: z.iso.datetime(),
	updatedAt: z.iso.datetime()
});
export type PersonTaste = z.infer<typeof personTasteRow>;

export function defaultPersonTasteId(personId: string, ref: ProviderRef): string {
	return `taste:${personId}:${ref.mediaType}:${ref.provider}:${ref.id}`;
}
