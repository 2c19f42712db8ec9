/**
 * Netflix's rows told film or series from the whole file, not one row. A season label says
 * series (netflix-titles.ts), but Netflix leaves it out of a series' first season when later
 * seasons carry the series' own name ("Stranger Things: Chapter Two: The Weirdo on Maple Street"
 * beside "Stranger Things: Stranger Things 2: ..."), and out of every row of a series with one
 * season ("FUBAR: Urine Luck"). A row with no label is an episode of the first season when:
 *
 * 1. it begins with the name of a series other rows label ("Wallander: Sidetracked" beside
 *    "Wallander: Seizoen 4: ...") or mark (2);
 * 2. a part of it marks an episode: an episode word and its number ("Rough Diamonds: Aflevering
 *    8", "El silencio: Episodio 6"), a chapter word and its number before the episode's name
 *    ("Stranger Things: Hoofdstuk 5: The Flea and the Acrobat"), or the number after the name
 *    ("... (Episódio 15)"). The series is what comes before ("Sue Perkins: Perfectly Legal:
 *    Aflevering 2"). A chapter with no name after it does not count: "John Wick: Chapter 2" is a
 *    film, and so is "Part 1" ("Harry Potter and the Deathly Hallows: Part 1");
 * 3. three or more different rows share the part before their first ": " ("The Night Agent:
 *    Fathers", "...: Redux", "...: Fathoms"); the series is the longest name they share. Two do
 *    not: a franchise's two films ("Rurouni Kenshin: The Final", "...: The Beginning") stay
 *    films. Nor do more when the rows look like a franchise's films: the file also holds the
 *    prefix as a film of its own, alone or numbered ("Rambo" beside "Rambo: First Blood" and
 *    "Rambo: Last Blood"; "Spider-Man 2" beside "Spider-Man: ..."); a row holds a film's dash
 *    after the prefix ("Mission: Impossible - Fallout", "...: Breaking Dawn - Part 2"), which
 *    episode names seldom do; or there are four or fewer, no two watched on one day, as a
 *    trilogy is watched ("The Lord of the Rings: The Two Towers" and two more, "Transformers: Dark
 *    of the Moon" and two more, in real histories) and a series' episodes seldom are. A short
 *    series watched that way reads as films, as before; five films of a franchise, or two of
 *    them on one day, read as a series whose episodes are not in its guide: listed as not
 *    imported, not lost.
 *
 * Every other row keeps its whole name, a film or a series the catalog tells (eitherKind).
 */
import { episodeMarker } from './episode-markers';
import { netflixName, numberedEpisode, type NetflixName } from './netflix-titles';

const MIN_UNMARKED_EPISODES = 3;
/** Up to this many unmarked rows, all watched on different days, read as a franchise's films. */
const MAX_FRANCHISE_FILMS = 4;

export interface NetflixPlay {
	title: string;
	day: string | null;
}

const SEQUEL = /^(.*?)\s+(?:\d{1,2}|[IVX]{1,4})$/;
const FILM_DASH = / [-–—] /;

/** The episode a row's marker says it is (rule 2), or null. */
function marked(parts: string[]): NetflixName | null {
	const last = numberedEpisode(parts.at(-1)!);
	if (last.episode !== undefined) return { title: parts.slice(0, -1).join(': '), season: 1, ...last };
	for (let i = 1; i < parts.length; i++) {
		const rest = parts.slice(i).join(': ');
		const marker = episodeMarker(rest);
		if (marker && (marker.kind === 'episode' || (marker.kind === 'chapter' && marker.rest !== ''))) {
			return { title: parts.slice(0, i).join(': '), season: 1, episodeName: rest };
		}
	}
	return null;
}

function sharedPrefix(rows: string[][]): string[] {
	const shortest = Math.min(...rows.map((p) => p.length)) - 1;
	let n = 1;
	while (n < shortest && rows.every((p) => p[n] === rows[0]![n])) n++;
	return rows[0]!.slice(0, n);
}

/** Whether two of the rows were watched on one day, as a series' episodes often are and a franchise's films seldom. */
function binged(rows: string[], days: Map<string, Set<string>>): boolean {
	const seen = new Set<string>();
	for (const day of rows.flatMap((t) => [...(days.get(t) ?? [])])) {
		if (seen.has(day)) return true;
		seen.add(day);
	}
	return false;
}

/** Each title the plays name, read with all the others. */
export function netflixNames(plays: NetflixPlay[]): Map<string, NetflixName> {
	const days = new Map<string, Set<string>>();
	for (const { title, day } of plays) if (day !== null) days.set(title.trim(), (days.get(title.trim()) ?? new Set()).add(day));
	const distinct = [...new Set(plays.map((p) => p.title.trim()))];
	const names = new Map(distinct.map((t) => [t, netflixName(t)]));
	const unlabelled = distinct.filter((t) => names.get(t)!.season === undefined && t.includes(': '));
	const series = new Set([...names.values()].filter((n) => n.season !== undefined).map((n) => n.title));
	for (const t of unlabelled) {
		const found = marked(t.split(': '));
		if (!found) continue;
		names.set(t, found);
		series.add(found.title);
	}
	const rest = unlabelled.filter((t) => {
		if (names.get(t)!.season !== undefined) return false;
		const known = [...series].filter((s) => t.startsWith(`${s}: `)).sort((a, b) => b.length - a.length)[0];
		if (known !== undefined) names.set(t, { title: known, season: 1, episodeName: t.slice(known.length + 2) });
		return known === undefined;
	});

	const films = new Set(distinct.filter((t) => !t.includes(': ')).map((t) => SEQUEL.exec(t)?.[1] ?? t));
	const groups = new Map<string, string[]>();
	for (const t of rest) groups.set(t.split(': ')[0]!, [...(groups.get(t.split(': ')[0]!) ?? []), t]);
	for (const [prefix, rows] of groups) {
		if (rows.length < MIN_UNMARKED_EPISODES || films.has(prefix)) continue;
		if (rows.some((t) => FILM_DASH.test(t.slice(prefix.length)))) continue;
		if (rows.length <= MAX_FRANCHISE_FILMS && !binged(rows, days)) continue;
		const title = sharedPrefix(rows.map((t) => t.split(': '))).join(': ');
		for (const t of rows) names.set(t, { title, season: 1, episodeName: t.slice(title.length + 2) });
	}
	return names;
}
