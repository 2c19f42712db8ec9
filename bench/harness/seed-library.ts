/**
 * The heavy library of DESIGN section 9 as an export document, generated from a fixed seed:
 * 20,000 titles (TV and movies), 200,000 watch logs over 15 years, 2,000 recommendations,
 * 1,000 tastes and 300 people, all scaled down together for quick runs.
 */
import type { MediaKind } from '$lib/domain/enums';
import type { Person } from '$lib/domain/people';
import type { MediaRecord } from '$lib/domain/records';
import type { Recommendation } from '$lib/domain/recommendations';
import type { PersonTaste } from '$lib/domain/tastes';
import type { WatchLog } from '$lib/domain/watch-logs';
import { countsOf, FORMAT, VERSION, type LibraryData, type LibraryDocument } from '$lib/transfer/library-document';
import { seededRandom, seededUuid, type Random } from './prng';
import { seedRecords } from './seed-records';
import { dateBetween, notesOf, personNameOf, timestampOn } from './seed-text';
import { PLATFORMS } from './word-lists';

/** Row counts of the full-size library; a scale multiplies every one of them. */
export const HEAVY = {
	people: 300,
	tvSeries: 8_000,
	movies: 12_000,
	tvWatchLogs: 150_000,
	movieWatchLogs: 50_000,
	tvRecommendations: 800,
	movieRecommendations: 1_200,
	tvTastes: 400,
	movieTastes: 600
} as const;

export const LOG_PERIOD = { from: '2011-01-01', to: '2025-12-31' } as const;
const EXPORTED_AT = '2026-01-01T00:00:00.000Z';

function seedPeople(random: Random, n: number): Person[] {
	return Array.from({ length: n }, (_, i) => {
		const createdAt = timestampOn(random, dateBetween(random, '2010-01-01', '2012-12-31'));
		// The first person stays active so writes can always name a companion.
		return { id: `person:${seededUuid(random)}`, name: personNameOf(random), active: i === 0 || random.chance(0.95), createdAt, updatedAt: createdAt };
	});
}

function seedLogs(random: Random, kind: MediaKind, records: MediaRecord[], companions: Person[], n: number): WatchLog[] {
	return Array.from({ length: n }, () => {
		const record = random.pickSkewed(records);
		const watchedOn = dateBetween(random, LOG_PERIOD.from, LOG_PERIOD.to);
		const createdAt = timestampOn(random, watchedOn);
		const where = random.pick(PLATFORMS);
		const log: WatchLog = {
			watchLogId: seededUuid(random),
			mediaRecordId: record.id,
			kind,
			title: record.title,
			watchedOn,
			watchedOnDefaulted: false,
			platform: where.platform,
			platformType: where.platformType,
			...(where.service ? { platformService: where.service } : {}),
			platformCountry: random.chance(0.6) ? 'IN' : 'US',
			watchedWithPersonIds: random.chance(0.25) ? random.sample(companions, random.int(1, 2)).map((p) => p.id) : [],
			...(random.chance(0.4) ? { notes: notesOf(random, random.int(1, 3)) } : {}),
			...(random.chance(0.5) ? { rating: random.pick(['dislike', 'okay', 'like', 'love'] as const) } : {}),
			createdAt,
			updatedAt: createdAt
		};
		if (kind === 'tv') {
			const season = random.int(1, 8);
			const episode = random.int(1, 20);
			Object.assign(log, { seasonFrom: season, episodeFrom: episode, seasonTo: season, episodeTo: episode + (random.chance(0.2) ? random.int(1, 3) : 0) });
		}
		return log;
	});
}

function seedRecommendations(random: Random, kind: MediaKind, records: MediaRecord[], people: Person[], n: number): Recommendation[] {
	const rows = new Map<string, Recommendation>();
	for (let tries = 0; rows.size < n && tries < n * 10; tries++) {
		const record = random.pick(records);
		const person = random.pickSkewed(people);
		const recommendationId = `rec:${record.id}:${person.id}`;
		if (rows.has(recommendationId)) continue;
		const createdAt = timestampOn(random, dateBetween(random, LOG_PERIOD.from, LOG_PERIOD.to));
		rows.set(recommendationId, {
			recommendationId,
			mediaRecordId: record.id,
			personId: person.id,
			kind,
			status: random.pick(['open', 'accepted', 'dismissed', 'watched'] as const),
			...(random.chance(0.5) ? { note: notesOf(random, 1) } : {}),
			createdAt,
			updatedAt: createdAt
		});
	}
	return [...rows.values()];
}

function seedTastes(random: Random, kind: MediaKind, records: MediaRecord[], people: Person[], n: number): PersonTaste[] {
	const rows = new Map<string, PersonTaste>();
	for (let tries = 0; rows.size < n && tries < n * 10; tries++) {
		const person = random.pickSkewed(people);
		// Half name a saved title, half a title the user never saved.
		const saved = random.chance(0.5) ? random.pick(records) : undefined;
		const providerRef = saved?.providerRef ?? { provider: 'tmdb' as const, mediaType: kind, id: String(3_000_000 + random.int(0, 999_999)) };
		const personTasteId = `taste:${person.id}:${kind}:tmdb:${providerRef.id}`;
		if (rows.has(personTasteId)) continue;
		const createdAt = timestampOn(random, dateBetween(random, LOG_PERIOD.from, LOG_PERIOD.to));
		rows.set(personTasteId, {
			personTasteId,
			personId: person.id,
			providerRef,
			kind,
			taste: random.chance(0.7) ? 'favorite' : 'dislike',
			title: saved?.title ?? `Unsaved title ${providerRef.id}`,
			...(random.chance(0.3) ? { note: notesOf(random, 1) } : {}),
			createdAt,
			updatedAt: createdAt
		});
	}
	return [...rows.values()];
}

/** The whole library as the app's own export format, ready for importLibrary. */
export function seedLibrary(seed: number, scale: number): LibraryDocument {
	const random = seededRandom(seed);
	const n = (full: number) => Math.max(1, Math.round(full * scale));
	const people = seedPeople(random, n(HEAVY.people));
	const active = people.filter((p) => p.active);
	const tvSeries = seedRecords(random, 'tv', n(HEAVY.tvSeries), people);
	const movies = seedRecords(random, 'movie', n(HEAVY.movies), people);
	const data: LibraryData = {
		tvSeries,
		movies,
		tvWatchLogs: seedLogs(random, 'tv', tvSeries, active, n(HEAVY.tvWatchLogs)),
		movieWatchLogs: seedLogs(random, 'movie', movies, active, n(HEAVY.movieWatchLogs)),
		tvRecommendations: seedRecommendations(random, 'tv', tvSeries, people, n(HEAVY.tvRecommendations)),
		movieRecommendations: seedRecommendations(random, 'movie', movies, people, n(HEAVY.movieRecommendations)),
		tvTastes: seedTastes(random, 'tv', tvSeries, people, n(HEAVY.tvTastes)),
		movieTastes: seedTastes(random, 'movie', movies, people, n(HEAVY.movieTastes)),
		people
	};
	return { format: FORMAT, version: VERSION, exportedAt: EXPORTED_AT, counts: countsOf(data), data };
}
