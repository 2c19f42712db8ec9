/** The minimal People directory this app ships (DESIGN section 5). */
import { z } from 'zod/mini';
import { id } from './fields';

export const personName = z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(200));

export const person = z.object({
	id,
	name: personName,
	active: z.boolean(),
	createdAt: z.iso.datetime(),
	updatedAt: z.iso.datetime()
});
export type Person = z.infer<typeof person>;
export type PersonView = Pick<Person, 'id' | 'name' | 'active'>;
