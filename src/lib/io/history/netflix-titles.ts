/**
 * What a Netflix title row names. Netflix writes an episode as "Show: Season 2: Episode name", in
 * the language of the account ("Temporada 2", "Staffel 2", "Saison 2", ...), a miniseries as
 * "Show: Limited Series: Episode name", and sometimes the episode's number after its name
 * ("Algo emprestado (Episódio 17)"). A row with no season label is told film or series from the
 * whole file (netflix-series.ts).
 */
import { numberOf } from './episode-markers';

export interface NetflixName {
	title: string;
	season?: number;
	episode?: number;
	episodeName?: string;
}

// "Season 2", "Temporada 2", "Staffel 2", "Part 3", "Volume 1", "Series 4" (British; "Serie 2" in Dutch), "Book One",
// "Colección 1", "Season One", and their kin.
const SEASON_WORD =
	/^(?:season|series|serie|part|volume|volumen|vol\.|bind|book|collection|colección|coleção|collectie|temporada|staffel|saison|stagione|seizoen|sezon|säsong|sæson|sesong|kausi|évad|sezóna|parte|teil|partie|deel|del|część|boek|libro|livro|buch|livre|シーズン|시즌)\s*(\d{1,3}|\p{L}+(?:[- ]\p{L}+)?)$/iu;
// "2ª temporada", "2. Staffel", "2e saison".
const NUMBER_FIRST = /^(\d{1,3})(?:ª|a|º|o|\.|e|ème)?\s+(?:temporada|staffel|saison|stagione|season|seizoen|sezon)$/i;
const ONE_SEASON =
	/^(?:limited series|miniseries|mini-series|miniserie|minisérie|minissérie|serie limitada|série limitée|serie limitata|limitierte serie|miniserie limitada)$/i;
const EPISODE_NUMBER = /\s*\((?:episode|episódio|episodio|épisode|folge|aflevering|odcinek|jakso|avsnitt|afsnit|episodi|epizoda|bölüm)\s+(\d{1,4})\)$/i;

/**
 * The season a label names, or null when it is not a season label. `show` catches the show's own
 * name as a label: "Stranger Things 2" is season 2, and a name with no number is the first season
 * ("Shokugeki no Soma: Food Wars!: Shokugeki no Soma: ...", "Remi: Alleen op de wereld: Alleen op
 * de wereld: ..."), a part of the show's name or the whole of it.
 */
export function seasonOfLabel(label: string, show: string): number | null {
	const text = label.trim();
	const numbered = SEASON_WORD.exec(text) ?? NUMBER_FIRST.exec(text);
	const number = numbered && numberOf(numbered[1]!);
	if (number) return number;
	if (ONE_SEASON.test(text)) return 1;
	const names = [show, ...show.split(': ')].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
	const own = new RegExp(`^(?:${names.join('|')})(?:\\s+(\\d{1,2}))?$`, 'i').exec(text);
	return own ? Number(own[1] ?? 1) : null;
}

/** An episode name with its number after it, "Algo emprestado (Episódio 17)", split; the name alone is given without a number. */
export function numberedEpisode(text: string): { episodeName: string; episode?: number } {
	const numbered = EPISODE_NUMBER.exec(text);
	return numbered ? { episodeName: text.slice(0, numbered.index), episode: Number(numbered[1]) } : { episodeName: text };
}

/** What one row names read alone: a series' episode where it has a season label, else a film's (or a series', the whole file says: netflix-series.ts). */
export function netflixName(raw: string): NetflixName {
	const parts = raw.trim().split(': ');
	// The first label from the left: a show's own name may hold ": ", and so may an episode's.
	for (let i = 1; i < parts.length - 1; i++) {
		const title = parts.slice(0, i).join(': ');
		const season = seasonOfLabel(parts[i]!, title);
		if (season === null) continue;
		return { title, season, ...numberedEpisode(parts.slice(i + 1).join(': ')) };
	}
	return { title: raw.trim() };
}
