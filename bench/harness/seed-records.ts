/** Saved series and movies for the generated library. */
import type { MediaKind, WatchStatus } from '$lib/domain/enums';
import type { Person } from '$lib/domain/people';
import type { MediaRecord } from '$lib/domain/records';
import type { Random } from './prng';
import { dateBetween, notesOf, overviewOf, posterPathOf, timestampOn, titleOf } from './seed-text';
import { MOVIE_GENRES, TAGS, TV_GENRES } from './word-lists';

// Far from the demo catalog's IDs, so a quick save of a demo title never meets a generated one.
const FIRST_PROVIDER_ID: Record<MediaKind, number> = { tv: 2_000_000, movie: 4_000_000 };

const STATUSES: Record<MediaKind, WatchStatus[]> = {
	tv: ['watching', 'watching', 'watching', 'completed', 'completed', 'want_to_watch', 'want_to_watch', 'on_hold', 'dropped', 'watched'],
	movie: ['watched', 'watched', 'watched', 'watched', 'watched', 'watched', 'want_to_watch', 'want_to_watch', 'want_to_watch', 'dropped', 'on_hold']
};

export function seedRecords(random: Random, kind: MediaKind, n: number, people: Person[]): MediaRecord[] {
	return Array.from({ length: n }, (_, i) => {
		const providerId = String(FIRST_PROVIDER_ID[kind] + i);
		const title = titleOf(random);
		const released = dateBetween(random, '1950-01-01', '2025-06-30');
		const createdAt = timestampOn(random, dateBetween(random, '2010-06-01', '2025-12-31'));
		const record: MediaRecord = {
			id: `${kind}:tmdb:${providerId}`,
			providerRef: { provider: 'tmdb', mediaType: kind, id: providerId },
			title,
			...(random.chance(0.15) ? { originalTitle: titleOf(random) } : { originalTitle: title }),
			overview: overviewOf(random),
			runtimeMinutes: kind === 'tv' ? random.int(20, 60) : random.int(75, 190),
			genres: random.sample(kind === 'tv' ? TV_GENRES : MOVIE_GENRES, random.int(1, 3)),
			status: random.pick(STATUSES[kind]),
			...(random.chance(0.6) ? { rating: random.pick(['dislike', 'okay', 'like', 'love'] as const) } : {}),
			...(random.chance(0.3) ? { journalNotes: notesOf(random, random.int(1, 4)) } : {}),
			recommendedByPersonIds: random.chance(0.1) ? random.sample(people, random.int(1, 2)).map((p) => p.id) : [],
			tags: random.chance(0.5) ? random.sample(TAGS, random.int(1, 3)) : [],
			// Recomputed by the import from the logs; never trusted from the file.
			watchCount: 0,
			lastWatchedOn: null,
			posterPath: random.chance(0.9) ? posterPathOf(random) : null,
			createdAt,
			updatedAt: createdAt
		};
		if (kind === 'tv') {
			const seasons = random.int(1, 8);
			Object.assign(record, {
				firstAirDate: released,
				numberOfSeasons: seasons,
				numberOfEpisodes: seasons * random.int(6, 22),
				currentSeason: random.int(1, seasons),
				currentEpisode: random.int(1, 10)
			});
		} else {
			record.releaseDate = released;
		}
		return record;
	});
}
