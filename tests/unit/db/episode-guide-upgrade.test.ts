/** Schema version 7 keeps a series' guide as an outline and each season's episodes apart: a guide kept by version 6 is split, nothing lost. */
import { afterEach, expect, it } from 'vitest';
import { LibraryDatabase, loadLateUpgrades } from '../../../src/lib/db/database';
import { installSchemaFixture, readSchemaFixture } from '../../fixtures/schema-fixtures';

const opened: LibraryDatabase[] = [];
afterEach(() => opened.splice(0).forEach((db) => db.close()));

it('splits a version 6 guide into its outline and its seasons', async () => {
	const fixture = readSchemaFixture(6);
	const episode = (n: number, airDate: string | null) => ({ seasonNumber: 1, episodeNumber: n, name: `Episode ${n}`, airDate, stillUrl: n === 1 ? 'https://image.example/1.jpg' : null });
	fixture.rows.episodeGuides = [
		{
			providerKey: 'tmdb:tv:95396',
			providerId: '95396',
			fetchedAt: '2025-01-20T10:00:00.000Z',
			seasons: [{ seasonNumber: 1, name: 'Season 1', episodes: [episode(1, '2022-02-18'), episode(2, null)] }]
		}
	];
	const dbName = `screenshelf-guides-${crypto.randomUUID()}`;
	await installSchemaFixture(dbName, fixture);
	// As LibraryStore opens an older library: with the upgrades it loads for that.
	const db = new LibraryDatabase(dbName, undefined, await loadLateUpgrades());
	opened.push(db);
	await db.open();
	expect(await db.episodeGuides.toArray()).toEqual([
		{ providerKey: 'tmdb:tv:95396', providerId: '95396', fetchedAt: '2025-01-20T10:00:00.000Z', seasons: [{ seasonNumber: 1, name: 'Season 1', episodeNumbers: [1, 2] }] }
	]);
	expect(await db.guideSeasons.toArray()).toEqual([
		{ providerKey: 'tmdb:tv:95396', seasonNumber: 1, names: ['Episode 1', 'Episode 2'], airDates: ['2022-02-18', null], stills: ['https://image.example/1.jpg', null] }
	]);
});
