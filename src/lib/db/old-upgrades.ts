/**
 * The rewrites of schema versions 2, 4, 7 and 11 (database.ts), loaded like the late upgrades: only
 * before opening a library older than them. A first visit, and every library since, never runs them.
 */
import type { Transaction } from 'dexie';
import type { EpisodeGuide, GuideEpisode, GuideSeasonEpisodes } from '../domain/episode-guide';
import { storedTotals } from './transfer-repo';
import { WORDS_TABLE_OF } from './database';
import type { AggregateRow } from './rows';
import { wordKey } from './keys';

/** Version 2: the word index keys carry the title order (wordKey). */
export function wordKeysInTitleOrder(trans: Transaction): Promise<unknown> {
	return Promise.all(
		['tvSeries', 'movies'].map((name) =>
			trans
				.table(name)
				.toCollection()
				.modify((row: { words?: string[]; wordKeys?: string[]; sortKey: string }) => {
					row.wordKeys = (row.words ?? []).map((word) => wordKey(word, row.sortKey));
					delete row.words;
				})
		)
	);
}

/** Version 4: the word keys move to a store of their own. */
export function wordsApart(trans: Transaction): Promise<unknown> {
	return Promise.all(
		Object.entries(WORDS_TABLE_OF).map(async ([recordsName, wordsName]) => {
			const records = trans.table(recordsName);
			const rows: { id: string; wordKeys?: string[] }[] = await records.toArray();
			await Promise.all([
				trans.table(wordsName).bulkPut(rows.map(({ id, wordKeys }) => ({ id, wordKeys: wordKeys ?? [] }))),
				records.bulkPut(rows.map(({ wordKeys: _, ...row }) => row))
			]);
		})
	);
}

/** Version 7: each episode guide split into its outline and each season's episodes apart. */
export async function guidesSplit(trans: Transaction): Promise<void> {
	// Version 6 kept one object per episode, in the guide.
	type KeptBefore = Omit<EpisodeGuide, 'seasons'> & { seasons: { seasonNumber: number; name: string; episodes: GuideEpisode[] }[] };
	const guides: KeptBefore[] = await trans.table('episodeGuides').toArray();
	const seasons = guides.flatMap((g) =>
		g.seasons.map(({ seasonNumber, episodes }): GuideSeasonEpisodes => ({
			providerKey: g.providerKey,
			seasonNumber,
			names: episodes.map((e) => e.name),
			airDates: episodes.map((e) => e.airDate),
			stills: episodes.map((e) => e.stillUrl)
		}))
	);
	const outlines = guides.map((g): EpisodeGuide => ({
		...g,
		seasons: g.seasons.map(({ seasonNumber, name, episodes }) => ({ seasonNumber, name, episodeNumbers: episodes.map((e) => e.episodeNumber) }))
	}));
	await Promise.all([trans.table('guideSeasons').bulkPut(seasons), trans.table('episodeGuides').bulkPut(outlines)]);
}

/** Version 11: each kind's stats totals keep their months in a row per year. */
export async function yearsApart(trans: Transaction): Promise<void> {
	const rows: AggregateRow[] = await trans.table('aggregates').toArray();
	const stored = storedTotals(rows.map((row) => ({ ...row, byMonth: row.byMonth ?? {} })));
	await Promise.all(stored.map(({ name, rows }) => trans.table(name).bulkPut(rows)));
}
