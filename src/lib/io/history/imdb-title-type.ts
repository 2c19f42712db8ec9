/**
 * IMDb's "Title Type", which it writes in the account's language ("Film", "Serie TV", "Episodio
 * TV", "Fernsehserie", "Película", "Jeu vidéo", "Minissérie") and has written three ways in
 * English ("Feature Film" before 2018, "tvMiniSeries" until 2024, "TV Mini Series" since). It is
 * only a fallback: the catalog's answer for the IMDb ID says film or series. It still tells what
 * is neither, so an episode or a game is left out with its reason whatever the language.
 */
import { fold } from '../../domain/search-text';

export type ImdbTitleType = 'movie' | 'tv' | 'episode' | 'game' | 'podcast' | 'music_video';

// In this order: "Video Game" is a game before it is a video, "Episodio de serie" an episode
// before a series, "Miniserie" a series before anything else.
const WORDS: [RegExp, ImdbTitleType][] = [
	[/game|gioco|juego|videospiel|jeu|jogo/, 'game'],
	[/podcast/, 'podcast'],
	[/music ?video|musikvideo|videoclip|clip/, 'music_video'],
	[/episod|folge|aflevering/, 'episode'],
	[/seri|show/, 'tv'],
	[/film|movie|pelicula|short|corto|court|kurz|curta|video|special|especial|documentar/, 'movie']
];

/** What a Title Type names, in any of IMDb's languages; null when none of its words is known. */
export function imdbTitleType(text: string): ImdbTitleType | null {
	const folded = fold(text);
	return WORDS.find(([words]) => words.test(folded))?.[1] ?? null;
}

export const LEFT_OUT_TYPES: Record<Exclude<ImdbTitleType, 'movie' | 'tv'>, string> = {
	episode: "an episode: IMDb's row does not name its series, so it is not imported",
	game: 'a video game',
	podcast: 'a podcast',
	music_video: 'a music video'
};
