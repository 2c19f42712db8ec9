/**
 * Netflix names an episode but not its number. Once its series is matched, the series' episode
 * guide gives the number: the season's episodes are looked up (kept like every other lookup, so
 * a second import asks nothing) and the name found among them, folded as titles are. A name the
 * guide writes otherwise, often in another language, may still carry its number ("Hoofdstuk 5:
 * The Flea and the Acrobat", "Aflevering 8"): the guide's episode of that chapter when its names
 * carry chapters too ("Chapter Five: ..."; Riverdale's run on across seasons, Lupin's second part
 * starts at Chapter 6), else the episode of that number. Then a day's consecutive episodes of one
 * season become one range log (mergeEpisodeRuns). A play placed neither way is left out, and listed.
 */
import type { MatchedTitle } from './compose-history';
import { episodeMarker } from './episode-markers';
import { mergeEpisodeRuns } from './episode-runs';
import { normalTitle, type HistoryPlay } from './history-entry';
import type { GuideEpisodeName, MatchLookups } from './match-lookups';

export interface UnplacedPlay {
	title: string;
	season: number;
	episodeName: string;
	watchedOn: string;
	files: string[];
}

const named = (p: HistoryPlay) => p.episodeName !== undefined && p.episode === undefined;

/** The guide's episode a play's name is, or the one its marker numbers. */
function episodeNamed(name: string, episodes: GuideEpisodeName[]): GuideEpisodeName | undefined {
	const found = episodes.find((e) => normalTitle(e.name) === normalTitle(name));
	const marker = found ? null : episodeMarker(name);
	if (!marker) return found;
	// "Episode 8" is the episode's number; a chapter's or a part's is the guide's to say.
	const numbered = episodes.flatMap((e) => {
		const own = marker.kind === 'episode' ? null : episodeMarker(e.name);
		return own?.kind === marker.kind ? [{ episode: e, number: own.number }] : [];
	});
	if (numbered.length > 0) return numbered.find((n) => n.number === marker.number)?.episode;
	return episodes.find((e) => e.episodeNumber === marker.number);
}

export async function placeEpisodes(
	matched: MatchedTitle[],
	lookups: Pick<MatchLookups, 'providerName' | 'season' | 'kept' | 'keep'>
): Promise<{ matched: MatchedTitle[]; unplaced: UnplacedPlay[] }> {
	const wanted = new Map<string, [string, number]>();
	for (const { title, entry } of matched) {
		if (entry.mediaType !== 'tv') continue;
		for (const p of title.plays) if (named(p)) wanted.set(`${lookups.providerName}:season:${entry.providerId}:${p.season}`, [entry.providerId, p.season!]);
	}
	const guides = await lookups.kept([...wanted.keys()]);
	const fresh = new Map<string, unknown>();
	for (const [key, [id, season]] of wanted) {
		if (guides.has(key)) continue;
		const episodes = await lookups.season(id, season);
		guides.set(key, episodes);
		fresh.set(key, episodes);
	}
	await lookups.keep(fresh);

	const unplaced: UnplacedPlay[] = [];
	const placed = matched.map(({ title, entry }) => {
		if (!title.plays.some((p) => p.episodeName !== undefined)) return { title, entry };
		const plays = title.plays.flatMap((p) => {
			if (!named(p) || entry.mediaType !== 'tv') return [p];
			const episodes = (guides.get(`${lookups.providerName}:season:${entry.providerId}:${p.season}`) ?? []) as GuideEpisodeName[];
			const found = episodeNamed(p.episodeName!, episodes);
			if (found) return [{ ...p, episode: found.episodeNumber }];
			unplaced.push({ title: title.title, season: p.season!, episodeName: p.episodeName!, watchedOn: p.watchedOn, files: title.files });
			return [];
		});
		return { title: { ...title, plays: mergeEpisodeRuns(plays) }, entry };
	});
	return { matched: placed, unplaced };
}
