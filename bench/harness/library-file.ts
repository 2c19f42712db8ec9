/**
 * The generated library as the file a user would pick, generated once per page, and the rows
 * the measures work on, picked from it the same way in every page (so pages on different
 * origins agree on words, series and people).
 */
import { wordOfKey } from '$lib/db/keys';
import { toWordsRow } from '$lib/db/records-repo';
import type { LibraryDocument } from '$lib/transfer/library-document';
import { seedLibrary } from './seed-library';

export interface Picks {
	/** The most frequent title words of movies (a user typing a common word). */
	commonWords: string[];
	/** Title words found in at most three movies. */
	rareWords: string[];
	/** Two-word queries taken from real titles. */
	twoWords: string[];
	/** The series with the most watch logs. */
	busySeries: string[];
	/** The people with the most shared logs and recommendations. */
	linkedPeople: string[];
	years: string[];
}

export interface LibraryFile {
	document: LibraryDocument;
	file: Blob;
	picks: Picks;
	generatedMs: number;
}

const top = (counts: Map<string, number>, n: number) =>
	[...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, n).map(([k]) => k);

function tally<T>(items: T[], keys: (item: T) => Iterable<string>): Map<string, number> {
	const counts = new Map<string, number>();
	for (const item of items) for (const key of new Set(keys(item))) counts.set(key, (counts.get(key) ?? 0) + 1);
	return counts;
}

function pickRows(doc: LibraryDocument): Picks {
	const { movies, tvWatchLogs, movieWatchLogs, tvRecommendations, movieRecommendations } = doc.data;
	const titleWords = (title: string) => title.toLowerCase().match(/\p{L}+/gu) ?? [];
	const inTitles = tally(movies, (m) => titleWords(m.title).filter((w) => w.length >= 4));
	const inAnyField = tally(movies, (m) => toWordsRow(m).wordKeys.map(wordOfKey));
	const rare = [...inTitles.keys()].filter((w) => (inAnyField.get(w) ?? 0) <= 3).sort();
	const twoWordTitles = movies.map((m) => titleWords(m.title)).filter((w) => w.length === 2 && w[0] !== 'the');
	const people = tally([...tvWatchLogs, ...movieWatchLogs], (l) => l.watchedWithPersonIds);
	for (const rec of [...tvRecommendations, ...movieRecommendations]) people.set(rec.personId, (people.get(rec.personId) ?? 0) + 1);
	return {
		commonWords: top(inTitles, 5),
		rareWords: rare.filter((_, i) => i % Math.max(1, Math.floor(rare.length / 5)) === 0).slice(0, 5),
		twoWords: twoWordTitles.slice(0, 5).map((w) => w.join(' ')),
		busySeries: top(tally(tvWatchLogs, (l) => [l.mediaRecordId]), 5),
		linkedPeople: top(people, 5),
		years: Array.from({ length: 15 }, (_, i) => String(2011 + i))
	};
}

let cached: { key: string; library: LibraryFile } | undefined;

export function libraryFile(seed: number, scale: number): LibraryFile {
	const key = `${seed}:${scale}`;
	if (cached?.key !== key) {
		const started = performance.now();
		const document = seedLibrary(seed, scale);
		const file = new Blob([JSON.stringify(document)], { type: 'application/json' });
		cached = { key, library: { document, file, picks: pickRows(document), generatedMs: performance.now() - started } };
	}
	return cached.library;
}

/**
 * Lets the generated library go once it is written: the app never holds its library in memory,
 * and a page heap of hundreds of megabytes would put garbage collection pauses into timed runs.
 */
export function forgetLibraryFile(): void {
	cached = undefined;
}

/** The library this page generated; measures run after an import or a raw write made one. */
export function currentLibrary(): LibraryFile {
	if (!cached) throw new Error('no library generated in this page yet');
	return cached.library;
}
