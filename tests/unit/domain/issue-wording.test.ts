/**
 * The words of an invalid input come with its first failure: the first visit does not load them,
 * yet the first input that fails is told what is wrong in the same words as any later one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { parseWorded } from '../../../src/lib/domain/issue-wording';

const title = z.string().check(z.maxLength(5));

describe('issues worded on their first failure', () => {
	afterEach(() => {
		z.config(z.locales.en());
	});

	it('words a failure that zod alone would call only "Invalid input"', async () => {
		z.config({ localeError: undefined });
		const bare = title.safeParse('too long');
		expect(bare.success || bare.error.issues[0]!.message).toBe('Invalid input');

		const worded = await parseWorded(title, 'too long');
		expect(worded.success || worded.error.issues[0]!.message).toBe('Too big: expected string to have <=5 characters');
		expect(await parseWorded(title, 'fine')).toEqual({ success: true, data: 'fine' });
	});
});
