/** The episode guide refresh's handler, loaded on its first call (refresh-guide.ts). */
import type { z } from 'zod/mini';
import type { SeasonDetails } from '../../domain/catalog';
import type { EpisodeGuide, GuideSeason } from '../../domain/episode-guide';
import { providerKey } from '../../domain/provider-ref';
import { notFound } from '../../domain/errors';
import type { OpContext } from '../operation';
import type { refreshGuideInput } from './refresh-guide';

const HOUR_MS = 60 * 60 * 1000;

function toGuideSeason(season: SeasonDetails): GuideSeason {
	return {
		seasonNumber: season.seasonNumber,
		name: season.name,
		episodes: season.episodes.map((e) => ({
			seasonNumber: season.seasonNumber,
			episodeNumber: e.episodeNumber,
			name: e.name,
			airDate: e.airDate,
			stillUrl: e.stillUrl
		}))
	};
}

export async function refreshGuide({ mediaRecordId, maxAgeHours }: z.output<typeof refreshGuideInput>, ctx: OpContext) {
	const { record, kept } = await ctx.store.read(async (tx) => {
		const record = await tx.records.get('tv', mediaRecordId);
		if (!record) throw notFound('mediaRecordId', `No saved series has ID ${mediaRecordId}.`);
		return { record, kept: (await tx.guides.get([providerKey(record.providerRef)])).get(providerKey(record.providerRef)) };
	});
	const now = ctx.now();
	if (kept && now.getTime() - Date.parse(kept.fetchedAt) < maxAgeHours * HOUR_MS) return { guide: kept, refreshed: false };

	const seriesId = record.providerRef.id;
	const details = await ctx.provider.details('tv', seriesId);
	const listed = details.seasons ?? [];
	const latest = Math.max(0, ...listed.map((s) => s.seasonNumber));
	const keptSeasons = new Map((kept?.seasons ?? []).map((s) => [s.seasonNumber, s]));
	// One request at a time: the provider's rate limiter paces them, and a long series does not flood it.
	const seasons: GuideSeason[] = [];
	for (const summary of listed) {
		const old = keptSeasons.get(summary.seasonNumber);
		const unchanged = old && old.episodes.length === summary.episodeCount && summary.seasonNumber !== latest;
		seasons.push(unchanged ? old : toGuideSeason(await ctx.provider.season(seriesId, summary.seasonNumber)));
	}
	const guide: EpisodeGuide = { providerKey: providerKey(record.providerRef), providerId: seriesId, fetchedAt: now.toISOString(), seasons };
	await ctx.store.write((tx) => tx.guides.put(guide));
	return { guide, refreshed: true };
}
