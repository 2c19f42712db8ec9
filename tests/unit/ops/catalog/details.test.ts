/** Provider details of a title and of one season, through svc_lookup. */
import { describe, expect, it } from 'vitest';
import { FAMILIES, MOVIE, TV, otherFamily, type Family } from '../../../fixtures/families';
import { familyClient } from '../../../fixtures/family-calls';
import { expectError, expectOk, openTestGateway } from '../../../fixtures/gateway';

const SEASON = 'tv_series_getTvSeriesSeasonDetails';

describe('details', () => {
	it('of a movie add its runtime to the catalog entry', async () => {
		const { app } = await openTestGateway();
		const entry = expectOk(await app.svc_lookup({ operation: MOVIE.ops.details, input: { providerId: '603' } }));
		expect(entry).toMatchObject({
			providerId: '603',
			mediaType: 'movie',
			title: 'The Matrix',
			originalTitle: 'The Matrix',
			releaseDate: '1999-03-31',
			year: 1999,
			genres: ['Action', 'Science Fiction'],
			runtimeMinutes: 136,
			posterUrl: null,
			savedRecordId: null
		});
		expect(entry.overview).toContain('simulation');
		expect(entry).not.toHaveProperty('seasons');
	});

	it('of a series add its seasons with episode counts and first air dates', async () => {
		const { app } = await openTestGateway();
		const entry = expectOk(await app.svc_lookup({ operation: TV.ops.details, input: { providerId: '1396' } }));
		expect(entry).toMatchObject({
			providerId: '1396',
			mediaType: 'tv',
			title: 'Breaking Bad',
			firstAirDate: '2008-01-20',
			year: 2008,
			runtimeMinutes: 47,
			numberOfSeasons: 5,
			numberOfEpisodes: 62
		});
		expect(entry.seasons.map((s: any) => [s.seasonNumber, s.episodeCount])).toEqual([
			[1, 7],
			[2, 13],
			[3, 13],
			[4, 13],
			[5, 16]
		]);
		expect(entry.seasons[0]).toMatchObject({ name: expect.any(String), airDate: '2008-01-20' });
		expect(entry.seasons.every((s: any) => /^\d{4}-\d{2}-\d{2}$/.test(s.airDate))).toBe(true);
	});
});

describe.each(FAMILIES.map((f) => [f.ops.details, f] as [string, Family]))('%s', (_name, f) => {
	it('marks a saved title with its record ID', async () => {
		const { app } = await openTestGateway();
		await familyClient(app, f).quickSave(f.sample.providerId, { mediaRecordId: 'on-my-shelf' });
		const entry = expectOk(await app.svc_lookup({ operation: f.ops.details, input: { providerId: f.sample.providerId } }));
		expect(entry.savedRecordId).toBe('on-my-shelf');
	});

	it('is not_found for an ID the catalog lacks, or one of the other family', async () => {
		const { app } = await openTestGateway();
		for (const providerId of ['999999', otherFamily(f).sample.providerId]) {
			expect(expectError(await app.svc_lookup({ operation: f.ops.details, input: { providerId } })).code).toBe('not_found');
		}
	});

	it('refuses a provider ID that is not a numeric string', async () => {
		const { app } = await openTestGateway();
		for (const providerId of ['abc', '0', '06', '', 603]) {
			const error = expectError(await app.svc_lookup({ operation: f.ops.details, input: { providerId } }));
			expect(error.code).toBe('invalid_input');
			expect(error.issues?.[0]?.path).toBe('providerId');
		}
	});
});

describe(SEASON, () => {
	it('lists the episodes of a season with numbers, names and air dates', async () => {
		const { app } = await openTestGateway();
		const season = expectOk(await app.svc_lookup({ operation: SEASON, input: { providerId: '1396', seasonNumber: 1 } }));
		expect(season).toMatchObject({ providerId: '1396', seasonNumber: 1, name: expect.any(String) });
		expect(season.episodes).toHaveLength(7);
		expect(season.episodes.map((e: any) => e.episodeNumber)).toEqual([1, 2, 3, 4, 5, 6, 7]);
		expect(season.episodes[0]).toMatchObject({ episodeNumber: 1, name: 'Pilot', airDate: '2008-01-20' });
		expect(season.episodes[1]).toMatchObject({ name: "Cat's in the Bag...", airDate: '2008-01-27' });
		for (const e of season.episodes) expect(e.name.length).toBeGreaterThan(0);
	});

	it('gives an air date a watch log can default to', async () => {
		const { app } = await openTestGateway();
		const season = expectOk(await app.svc_lookup({ operation: SEASON, input: { providerId: '95396', seasonNumber: 2 } }));
		expect(season.episodes[0].airDate).toBe('2025-01-17');
		const saved = await familyClient(app, TV).quickSave('95396');
		const log = expectOk(
			await app.svc_create({
				operation: TV.ops.addLog,
				input: { log: { mediaRecordId: saved.id, seasonFrom: 2, episodeFrom: 1, episodeAirDate: season.episodes[0].airDate } }
			})
		).log;
		expect(log).toMatchObject({ watchedOn: '2025-01-17', watchedOnDefaulted: true });
	});

	it('is not_found for a season or series the catalog lacks', async () => {
		const { app } = await openTestGateway();
		for (const input of [{ providerId: '1396', seasonNumber: 9 }, { providerId: '1396', seasonNumber: 0 }, { providerId: '999999', seasonNumber: 1 }, { providerId: '603', seasonNumber: 1 }]) {
			expect(expectError(await app.svc_lookup({ operation: SEASON, input })).code).toBe('not_found');
		}
	});

	it('refuses a bad season number or provider ID', async () => {
		const { app } = await openTestGateway();
		const cases: [Record<string, unknown>, string][] = [
			[{ providerId: '1396', seasonNumber: -1 }, 'seasonNumber'],
			[{ providerId: '1396', seasonNumber: 1.5 }, 'seasonNumber'],
			[{ providerId: '1396' }, 'seasonNumber'],
			[{ providerId: 'abc', seasonNumber: 1 }, 'providerId']
		];
		for (const [input, path] of cases) {
			const error = expectError(await app.svc_lookup({ operation: SEASON, input }));
			expect(error.code).toBe('invalid_input');
			expect(error.issues?.[0]?.path).toBe(path);
		}
	});

	it('has no movie counterpart', async () => {
		const { app } = await openTestGateway();
		const error = expectError(await app.svc_lookup({ operation: 'movies_getMovieSeasonDetails', input: { providerId: '603', seasonNumber: 1 } }));
		expect(error.code).toBe('unknown_operation');
	});
});
