/**
 * Fetching a saved series' episode guide and keeping it: the refresh operation's work, and what a
 * quick save of a series does after its record is written, so Up next never waits for a button.
 */
import type { CatalogDetails, SeasonDetails } from '../../domain/catalog';
import type { EpisodeGuide, GuideSeason, GuideSeasonEpisodes } from '../../domain/episode-guide';
import { providerKey } from '../../domain/provider-ref';
import type { MediaRecord } from '../../domain/records';
import type { OpContext } from '../operation';

const HOUR_MS = 60 * 60 * 1000;

/** A season as the guide keeps it: its outline, and its episodes apart. */
function toGuideSeason(key: string, { seasonNumber, name, episodes }: SeasonDetails): { outline: GuideSeason; episodes: GuideSeasonEpisodes } {
	return {
		outline: { seasonNumber, name, episodeNumbers: episodes.map((e) => e.episodeNumber) },
		episodes: { providerKey: key, seasonNumber, names: episodes.map((e) => e.name), airDates: episodes.map((e) => e.airDate), stills: episodes.map((e) => e.stillUrl) }
	};
}

export interface KeepGuideOptions {
	/** A guide fetched less than this long ago is returned as kept, without asking the provider. */
	maxAgeHours: number;
	/** The series' details when the caller has just fetched them (a quick save): not asked again. */
	details?: CatalogDetails;
	/** The guide kept now (null: none), when the caller has read it with the record. */
	kept?: EpisodeGuide | null;
}

/**
 * The series' guide, fetched from the provider unless a fresh one is kept; only the seasons that
 * are new, changed in episode count, or the latest are asked for. Provider failures are thrown.
 */
export async function keepGuide(record: MediaRecord, ctx: OpContext, options: KeepGuideOptions): Promise<{ guide: EpisodeGuide; refreshed: boolean }> {
	const { maxAgeHours, details } = options;
	const key = providerKey(record.providerRef);
	const kept = options.kept !== undefined ? options.kept : await ctx.store.read(async (tx) => (await tx.guides.get([key])).get(key));
	const now = ctx.now();
	if (kept && now.getTime() - Date.parse(kept.fetchedAt) < maxAgeHours * HOUR_MS) return { guide: kept, refreshed: false };

	const seriesId = record.providerRef.id;
	const listed = (details ?? (await ctx.provider.details('tv', seriesId))).seasons ?? [];
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

/**
 * A quick save's guide: kept when it can be, left for Up next to fill when it cannot (offline, the
 * provider failing), since the record is saved already and a save must not fail for its guide.
 */
export async function keepGuideAfterSave(record: MediaRecord, ctx: OpContext, details: CatalogDetails): Promise<void> {
	try {
		await keepGuide(record, ctx, { maxAgeHours: 24, details });
	} catch {
		// Nothing to undo: the guide is a cache, and Up next asks again for a series without one.
	}
}
