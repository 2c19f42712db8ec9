/**
 * Trakt's export ZIP: watched-history*.json (every play, with watched_at), ratings-movies,
 * -shows, -seasons and -episodes (1 to 10), lists-watchlist.json and the person's own lists,
 * possibly split into numbered pages and kept in folders. Titles are collected by Trakt's ID and
 * carry Trakt's copy of their TMDB ID; profile files are never read.
 *
 * An episode rating goes onto that episode's latest play; a season rating, an episode rating
 * with no play and the items of the person's own lists have no place in the library: they are
 * skipped and counted, never silently lost.
 */
import { z } from 'zod/mini';
import type { MediaKind } from '../../domain/enums';
import { integer } from '../../domain/fields';
import { issuesFromZod } from '../../domain/errors';
import { mergeEpisodeRuns } from './episode-runs';
import type { ExportFile } from './export-files';
import { TitleBook, type HistoryPlay, type HistoryTitle } from './history-entry';
import { fromTen } from './ratings';
import { dayOf } from './read-dates';
import type { ReadReport } from './read-report';

const positiveId = z.nullish(integer.check(z.positive()));
const ids = z.looseObject({ trakt: positiveId, tmdb: positiveId, tvdb: positiveId, imdb: z.nullish(z.string()) });
const media = z.looseObject({ title: z.nullish(z.string()), year: z.nullish(integer), ids });
const episodeNumber = z.looseObject({ season: integer.check(z.minimum(0)), number: integer.check(z.minimum(0)) });

const historyItem = z
	.looseObject({
		id: integer,
		watched_at: z.string(),
		type: z.enum(['movie', 'episode']),
		movie: z.optional(media),
		show: z.optional(media),
		episode: z.optional(episodeNumber)
	})
	.check(z.refine((i) => (i.type === 'movie' ? i.movie : i.show && i.episode), { message: 'names no movie, or no show and episode' }));

const listedItem = z.looseObject({
	type: z.string(),
	movie: z.optional(media),
	show: z.optional(media),
	episode: z.optional(episodeNumber),
	season: z.optional(z.looseObject({ number: integer })),
	rating: z.optional(integer.check(z.minimum(1), z.maximum(10)))
});

type Media = z.infer<typeof media>;
type Listed = z.infer<typeof listedItem>;

/** The kind of each file, by its name without page number; anything else named lists-… is one of the person's lists. */
const KINDS = ['watched-history', 'ratings-movies', 'ratings-shows', 'ratings-seasons', 'ratings-episodes', 'lists-watchlist'] as const;
type FileKind = (typeof KINDS)[number] | 'list';
const kindOf = (file: ExportFile): FileKind => KINDS.find((k) => new RegExp(`^${k}(-\\d+)?\\.json$`).test(file.name)) ?? 'list';
// History first, so episode ratings find their plays.
const ORDER: FileKind[] = [...KINDS, 'list'];

function titleOf(book: TitleBook, kind: MediaKind, m: Media): HistoryTitle {
	const name = m.title?.trim() || `Trakt ${kind === 'tv' ? 'series' : 'movie'}`;
	return book.title(kind, {
		title: name,
		year: m.year ?? null,
		...(m.ids.tmdb && { tmdbId: String(m.ids.tmdb) }),
		...(m.ids.imdb && { imdbId: m.ids.imdb }),
		...(m.ids.trakt && { ref: `trakt:${m.ids.trakt}` })
	});
}

/** The movie or show an item names; seasons and episodes stand for their show. */
function named(item: Listed): { kind: MediaKind; media: Media } | null {
	if (item.type === 'movie' && item.movie) return { kind: 'movie', media: item.movie };
	if (item.show) return { kind: 'tv', media: item.show };
	return null;
}

/** A file's items, each checked on its own: one bad item is skipped, not the file. */
function* items<T extends z.ZodMiniType>(file: ExportFile, schema: T, report: ReadReport): Generator<[number, z.output<T>]> {
	let raw: unknown;
	try {
		raw = JSON.parse(file.text);
	} catch {
		return report.refuse(file.path, 'is not valid JSON, or it was cut short');
	}
	if (!Array.isArray(raw)) return report.refuse(file.path, 'is not a Trakt export file: it holds no list of entries');
	report.opened(file.path);
	for (const [i, value] of raw.entries()) {
		const parsed = schema.safeParse(value);
		if (parsed.success) yield [i + 1, parsed.data];
		else report.skip(file.path, i + 1, 'not an entry this reader knows', issuesFromZod(parsed.error).map((e) => `${e.path}: ${e.message}`).join('; '));
	}
}

function latestPlay(title: HistoryTitle, season: number, episode: number): HistoryPlay | undefined {
	return title.plays.filter((p) => p.season === season && p.episode === episode).sort((a, b) => b.watchedOn.localeCompare(a.watchedOn))[0];
}

function readFile(book: TitleBook, file: ExportFile, report: ReadReport): void {
	const kind = kindOf(file);
	book.reading(file.path);
	if (kind === 'watched-history') {
		for (const [at, play] of items(file, historyItem, report)) {
			const day = dayOf(play.watched_at);
			if (day === null) {
				report.skip(file.path, at, 'watched_at is not a date and time', play.watched_at);
				continue;
			}
			report.used(file.path);
			const key = `trakt:${play.id}`;
			if (play.type === 'movie') titleOf(book, 'movie', play.movie!).plays.push({ key, watchedOn: day });
			else titleOf(book, 'tv', play.show!).plays.push({ key, watchedOn: day, season: play.episode!.season, episode: play.episode!.number });
		}
		return;
	}
	for (const [at, item] of items(file, listedItem, report)) {
		const what = named(item);
		const rating = item.rating === undefined ? undefined : fromTen(item.rating);
		if (!what) report.skip(file.path, at, 'names no movie or show');
		else if (kind.startsWith('ratings-') && !rating) report.skip(file.path, at, 'a rating with no rating');
		else if (kind === 'list') report.skip(file.path, at, 'on one of your Trakt lists: Screenshelf keeps no lists, so it is not imported');
		else if (kind === 'ratings-seasons') report.skip(file.path, at, 'a season rating: Screenshelf rates series and watches, not seasons, so it is not imported');
		else if (kind === 'ratings-episodes') {
			const play = item.episode && latestPlay(titleOf(book, 'tv', what.media), item.episode.season, item.episode.number);
			if (!play) report.skip(file.path, at, 'an episode rating with no watch of that episode in the history: not imported');
			else {
				play.rating = rating;
				report.used(file.path);
			}
		} else {
			const title = titleOf(book, what.kind, what.media);
			if (kind === 'lists-watchlist') title.watchlist = true;
			else title.rating = rating;
			report.used(file.path);
		}
	}
}

export function readTrakt(files: ExportFile[], report: ReadReport): HistoryTitle[] {
	const book = new TitleBook();
	const sorted = [...files].sort((a, b) => ORDER.indexOf(kindOf(a)) - ORDER.indexOf(kindOf(b)) || a.path.localeCompare(b.path));
	for (const file of sorted) readFile(book, file, report);
	// An episode rating named a show with no play: it made an empty title, which nothing else asked for.
	const titles = book.all().filter((t) => t.plays.length > 0 || t.rating || t.watchlist);
	for (const title of titles) if (title.kind === 'tv') title.plays = mergeEpisodeRuns(title.plays);
	return titles;
}
