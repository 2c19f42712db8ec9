/** The minimal People directory this app ships (DESIGN section 5). */
import { z } from 'zod';
import { id } from './fields';

export const personName = z.string().trim().min(1, 'must not be empty').max(200);

export const person = z.object({
	id,
	name: personName,
	active: z.boolean(),
	createdAt: z.iso.datetime(),
	updatedAt: z.iso.datetime()
});
export type Person = z.infer<typeof person>;
export type PersonView = Pick<Person, 'id' | 'name' | 'active'>;
