/** The episode guide refresh's handler, loaded on its first call (refresh-guide.ts). */
import type { z } from 'zod/mini';
import { notFound } from '../../domain/errors';
import type { OpContext } from '../operation';
import { keepGuide } from './keep-guide';
import type { refreshGuideInput } from './refresh-guide';

export async function refreshGuide({ mediaRecordId, maxAgeHours }: z.output<typeof refreshGuideInput>, ctx: OpContext) {
	const record = await ctx.store.read((tx) => tx.records.get('tv', mediaRecordId));
	if (!record) throw notFound('mediaRecordId', `No saved series has ID ${mediaRecordId}.`);
	return keepGuide(record, ctx, { maxAgeHours });
}
