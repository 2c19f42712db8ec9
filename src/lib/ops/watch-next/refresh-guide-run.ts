/** The episode guide refresh's handler, loaded on its first call (refresh-guide.ts). */
import type { z } from 'zod/mini';
import type { SeasonDetails } from '../../domain/catalog';
import type { EpisodeGuide, GuideSeason, GuideSeasonEpisodes } from '../../domain/episode-guide';
import { providerKey } from '../../domain/provider-ref';
import { notFound } from '../../domain/errors';
import type { OpContext } from '../operation';
import type { refreshGuideInput } from './refresh-guide';

const HOUR_MS = 60 * 60 * 1000;

/** A season as the guide keeps it: its outline, and its episodes apart. */
function toGuideSeason(key: string, { seasonNumber, name, episodes }: SeasonDetails): { outline: GuideSeason; episodes: GuideSeasonEpisodes } {
	return {
		outline: { seasonNumber, name, episodeNumbers: episodes.map((e) => e.episodeNumber) },
		episodes: { providerKey: key, seasonNumber, names: episodes.map((e) => e.name), airDates: episodes.map((e) => e.airDate), stills: episodes.map((e) => e.stillUrl) }
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
	const key = providerKey(record.providerRef);
	const details = await ctx.provider.details('tv', seriesId);
	const listed = details.seasons ?? [];
	const latest = Math.max(0, ...listed.map((s) => s.seasonNumber));
	const keptSeasons = new Map((kept?.seasons ?? []).map((s) => [s.seasonNumber, s]));
	// One request at a time: the provider's rate limiter paces them, and a long series does not flood it.
	const seasons: GuideSeason[] = [];
	const fetched: GuideSeasonEpisodes[] = [];
	for (const summary of listed) {
		const old = keptSeasons.get(summary.seasonNumber);
		if (old && old.episodeNumbers.length === summary.episodeCount && summary.seasonNumber !== latest) {
			seasons.push(old);
			continue;
		}
		const season = toGuideSeason(key, await ctx.provider.season(seriesId, summary.seasonNumber));
		seasons.push(season.outline);
		fetched.push(season.episodes);
	}
	const guide: EpisodeGuide = { providerKey: key, providerId: seriesId, fetchedAt: now.toISOString(), seasons };
	await ctx.store.write((tx) => tx.guides.put(guide, fetched));
	return { guide, refreshed: true };
}
