/** The episode guide refresh's handler, loaded on its first call (refresh-guide.ts). */
import type { z } from 'zod/mini';
import { notFound } from '../../domain/errors';
import { providerKey } from '../../domain/provider-ref';
import type { OpContext } from '../operation';
import { keepGuide } from './keep-guide';
import type { refreshGuideInput } from './refresh-guide';

export async function refreshGuide({ mediaRecordId, maxAgeHours }: z.output<typeof refreshGuideInput>, ctx: OpContext) {
	// The record and its kept guide in one read: Upcoming refreshes hundreds in a row.
	const { record, kept } = await ctx.store.read(async (tx) => {
		const record = await tx.records.get('tv', mediaRecordId);
		if (!record) throw notFound('mediaRecordId', `No saved series has ID ${mediaRecordId}.`);
		const key = providerKey(record.providerRef);
		return { record, kept: (await tx.guides.get([key])).get(key) ?? null };
	});
	return keepGuide(record, ctx, { maxAgeHours, kept });
}
