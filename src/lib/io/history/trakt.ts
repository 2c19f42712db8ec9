/**
 * Trakt's export: watched-history*.json (every play, with watched_at), ratings-movies*.json and
 * ratings-shows*.json (1 to 10) and lists-watchlist*.json, possibly split into numbered pages and
 * kept in folders. Titles carry Trakt's copy of their TMDB ID; profile files are never read.
 */
import { z } from 'zod/mini';
import type { MediaKind } from '../../domain/enums';
import { integer } from '../../domain/fields';
import { issuesFromZod } from '../../gateway/errors';
import type { ExportFile } from './export-files';
import { TitleBook, type HistoryTitle } from './history-entry';
import { fromTen } from './ratings';
import { dayOf, ReadIssues } from './read-issues';
import { mergeEpisodeRuns } from './episode-runs';

const positiveId = z.nullish(integer.check(z.positive()));
const ids = z.looseObject({ tmdb: positiveId, tvdb: positiveId });
const media = z.looseObject({ title: z.nullish(z.string()), year: z.nullish(integer), ids });

const historyItem = z
	.looseObject({
		id: integer,
		watched_at: z.string(),
		type: z.enum(['movie', 'episode']),
		movie: z.optional(media),
		show: z.optional(media),
		episode: z.optional(z.looseObject({ season: integer.check(z.minimum(0)), number: integer.check(z.minimum(0)) }))
	})
	.check(z.refine((i) => (i.type === 'movie' ? i.movie : i.show && i.episode), { message: 'names no movie, or no show and episode' }));

const ratingItem = z.looseObject({ rating: integer.check(z.minimum(1), z.maximum(10)), type: z.string(), movie: z.optional(media), show: z.optional(media) });

const watchlistItem = z.looseObject({ type: z.string(), movie: z.optional(media), show: z.optional(media) });

type Media = z.infer<typeof media>;

function titleOf(book: TitleBook, kind: MediaKind, m: Media): HistoryTitle {
	const name = m.title?.trim() || `Trakt ${kind === 'tv' ? 'series' : 'movie'}`;
	return book.title(kind, { title: name, year: m.year ?? null, ...(m.ids.tmdb && { tmdbId: String(m.ids.tmdb) }) });
}

/** The movie or show a rating or watchlist item names; seasons and episodes stand for their show. */
function named(item: { type: string; movie?: Media; show?: Media }): { kind: MediaKind; media: Media } | null {
	if (item.type === 'movie' && item.movie) return { kind: 'movie', media: item.movie };
	if (item.show) return { kind: 'tv', media: item.show };
	return null;
}

function items<T extends z.ZodMiniType>(file: ExportFile, schema: T, issues: ReadIssues): z.output<T>[] {
	let raw: unknown;
	try {
		raw = JSON.parse(file.text);
	} catch {
		issues.add(file.path, null, 'is not valid JSON, or it was cut short');
		return [];
	}
	const parsed = z.array(schema).safeParse(raw);
	if (parsed.success) return parsed.data;
	for (const issue of issuesFromZod(parsed.error).slice(0, 20)) issues.add(file.path, null, `${issue.path}: ${issue.message}`);
	return [];
}

export function readTrakt(files: ExportFile[], issues: ReadIssues): HistoryTitle[] {
	const book = new TitleBook();
	for (const file of files) {
		if (file.name.startsWith('watched-history')) {
			for (const play of items(file, historyItem, issues)) {
				const day = dayOf(play.watched_at);
				if (day === null) {
					issues.add(file.path, null, `play ${play.id}: watched_at "${play.watched_at}" is not a date and time`);
					continue;
				}
				const key = `trakt:${play.id}`;
				if (play.type === 'movie') titleOf(book, 'movie', play.movie!).plays.push({ key, watchedOn: day });
				else titleOf(book, 'tv', play.show!).plays.push({ key, watchedOn: day, season: play.episode!.season, episode: play.episode!.number });
			}
		} else if (file.name.startsWith('ratings-')) {
			for (const item of items(file, ratingItem, issues)) {
				const what = named(item);
				if (what) titleOf(book, what.kind, what.media).rating = fromTen(item.rating);
			}
		} else {
			for (const item of items(file, watchlistItem, issues)) {
				const what = named(item);
				if (what) titleOf(book, what.kind, what.media).watchlist = true;
			}
		}
	}
	const titles = book.all();
	for (const title of titles) if (title.kind === 'tv') title.plays = mergeEpisodeRuns(title.plays);
	return titles;
}
