/**
 * What a Netflix title row names. Netflix writes an episode as "Show: Season 2: Episode name", in
 * the language of the account ("Temporada 2", "Staffel 2", "Saison 2", ...), a miniseries as
 * "Show: Limited Series: Episode name", and sometimes the episode's number after its name
 * ("Algo emprestado (Episódio 17)"). A row with no season label is a film, or a title Netflix
 * did not split: both kinds are searched for it.
 */

export interface NetflixName {
	title: string;
	season?: number;
	episode?: number;
	episodeName?: string;
}

// "Season 2", "Temporada 2", "Staffel 2", "Part 3", "Volume 1", "Series 4" (British), and their kin.
const SEASON_WORD =
	/^(?:season|series|part|volume|vol\.|temporada|staffel|saison|stagione|seizoen|sezon|säsong|sæson|sesong|kausi|évad|sezóna|parte|teil|partie|deel|del|część|シーズン|시즌)\s*(\d{1,3})$/i;
// "2ª temporada", "2. Staffel", "2e saison".
const NUMBER_FIRST = /^(\d{1,3})(?:ª|a|º|o|\.|e|ème)?\s+(?:temporada|staffel|saison|stagione|season|seizoen|sezon)$/i;
const ONE_SEASON =
	/^(?:limited series|miniseries|mini-series|miniserie|minisérie|minissérie|serie limitada|série limitée|serie limitata|limitierte serie|miniserie limitada)$/i;
const EPISODE_NUMBER = /\s*\((?:episode|episódio|episodio|épisode|folge|aflevering|odcinek|jakso|avsnitt|afsnit|episodi|epizoda|bölüm)\s+(\d{1,4})\)$/i;

/** The season a label names, or null when it is not a season label. `show` catches "Stranger Things 2". */
export function seasonOfLabel(label: string, show: string): number | null {
	const text = label.trim();
	const numbered = SEASON_WORD.exec(text) ?? NUMBER_FIRST.exec(text);
	if (numbered) return Number(numbered[1]);
	if (ONE_SEASON.test(text)) return 1;
	const sequel = new RegExp(`^${show.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+(\\d{1,2})$`, 'i').exec(text);
	return sequel ? Number(sequel[1]) : null;
}

export function netflixName(raw: string): NetflixName {
	const parts = raw.trim().split(': ');
	// The first label from the left: a show's own name may hold ": ", and so may an episode's.
	for (let i = 1; i < parts.length - 1; i++) {
		const title = parts.slice(0, i).join(': ');
		const season = seasonOfLabel(parts[i]!, title);
		if (season === null) continue;
		const rest = parts.slice(i + 1).join(': ');
		const numbered = EPISODE_NUMBER.exec(rest);
		const episodeName = numbered ? rest.slice(0, numbered.index) : rest;
		return { title, season, episodeName, ...(numbered && { episode: Number(numbered[1]) }) };
	}
	return { title: raw.trim() };
}
