/**
 * Every released schema version's library, frozen in tests/fixtures/schema, is opened by the
 * current code and migrated with nothing lost: every row and field, and the queries over them.
 * A new version in SCHEMA_VERSIONS fails here until its own fixture is frozen:
 * FREEZE_SCHEMA=1 npx vitest run tests/unit/db/schema-migrations.test.ts
 * It is the previous version's library as the current code migrates it, not a library built
 * afresh: the builder follows the app, which moves on without a schema change (a title fetched
 * today carries detailsFetchedAt), and every fixture must hold the same library. A store the
 * migration leaves empty stays empty in the fixture: give it rows in the previous fixture's terms,
 * or test it apart.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LibraryDatabase, SCHEMA_VERSION, SCHEMA_VERSIONS, WORDS_TABLE_OF } from '../../../src/lib/db/database';
import { toWordsRow } from '../../../src/lib/db/records-repo';
import type { RecordRow } from '../../../src/lib/db/rows';
import { openGateway, type Gateway } from '../../../src/lib/gateway';
import { DemoCatalogProvider } from '../../../src/lib/provider/demo/demo-provider';
import { expectOk, testClock } from '../../fixtures/gateway';
import { hasSchemaFixture, installSchemaFixture, readAllRows, readSchemaFixture, writeSchemaFixture } from '../../fixtures/schema-fixtures';

const opened: { close(): void }[] = [];
afterEach(() => opened.splice(0).forEach((db) => db.close()));

async function openOn(dbName: string): Promise<Gateway> {
	const clock = testClock('2026-12-01T09:00:00.000Z');
	const gateway = await openGateway({ dbName, provider: new DemoCatalogProvider(() => clock.now), now: () => clock.now });
	opened.push(gateway);
	return gateway;
}

// The test runner's environment, read without Node's types (the project checks as browser code).
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};

describe.runIf(env.FREEZE_SCHEMA)('freezing the current schema version', () => {
	it(`writes tests/fixtures/schema/v${SCHEMA_VERSION}.json once`, async () => {
		expect(hasSchemaFixture(SCHEMA_VERSION), 'a released fixture is never rewritten').toBe(false);
		const dbName = `screenshelf-freeze-${crypto.randomUUID()}`;
		await installSchemaFixture(dbName, readSchemaFixture(SCHEMA_VERSION - 1));
		await openOn(dbName);
		const raw = new LibraryDatabase(dbName);
		opened.push(raw);
		await raw.open();
		const stores = Object.fromEntries(SCHEMA_VERSIONS.flatMap((v) => Object.entries(v.stores)));
		await writeSchemaFixture({ version: SCHEMA_VERSION, stores: stores as Record<string, string>, rows: await readAllRows(raw) });
	});
});

describe('schema versions', () => {
	it('are numbered 1, 2, 3… in release order', () => {
		expect(SCHEMA_VERSIONS.map((v) => v.version)).toEqual(SCHEMA_VERSIONS.map((_, i) => i + 1));
	});

	it.each(SCHEMA_VERSIONS.map((v) => v.version))('has a frozen library of version %i', (version) => {
		expect(hasSchemaFixture(version), `tests/fixtures/schema/v${version}.json (see the header of this test)`).toBe(true);
		expect(readSchemaFixture(version).version).toBe(version);
	});
});

// Until the current version is frozen there is nothing to compare with: 'has a frozen library' fails instead.
const comparable = hasSchemaFixture(SCHEMA_VERSION) ? SCHEMA_VERSIONS.map((v) => v.version).filter(hasSchemaFixture) : [];

describe.each(comparable)('a library of schema version %i', (version) => {
	const fixture = readSchemaFixture(version);
	const current = readSchemaFixture(SCHEMA_VERSION);

	it('holds a real library, so the migration has something to lose', () => {
		expect(Object.values(fixture.rows).flat().length).toBeGreaterThan(20);
		expect(fixture.rows.movies?.length).toBeGreaterThan(1);
		expect(fixture.rows.tvWatchLogs?.length).toBeGreaterThan(1);
	});

	it('is opened by the current code and migrated to exactly the current rows, field by field', async () => {
		const dbName = `screenshelf-v${version}-${crypto.randomUUID()}`;
		await installSchemaFixture(dbName, fixture);
		await openOn(dbName);
		const raw = new LibraryDatabase(dbName);
		opened.push(raw);
		await raw.open();
		expect(raw.verno).toBe(SCHEMA_VERSION);
		const rows = await readAllRows(raw);
		expect(Object.keys(rows).sort()).toEqual(Object.keys(current.rows).sort());
		for (const [table, expected] of Object.entries(current.rows)) {
			expect(rows[table], `table ${table}`).toEqual(expected);
		}
		// Not only as frozen: each title's words are what the current code makes of the title.
		for (const [records, words] of Object.entries(WORDS_TABLE_OF)) {
			expect(rows[words], `table ${words}`).toEqual((rows[records] as RecordRow[]).map(toWordsRow));
		}
	});

	it('answers the queries a user makes: text search, lists, progress, people and settings', async () => {
		const dbName = `screenshelf-v${version}-${crypto.randomUUID()}`;
		await installSchemaFixture(dbName, fixture);
		const gateway = await openOn(dbName);
		const app = gateway.connect('app');
		const find = async (operation: string, input: object) => expectOk(await app.svc_find({ operation, input }));

		const matrix = await find('movies_queryMovieRecords', { query: 'matrix' });
		expect(matrix.items.map((r: { title: string }) => r.title)).toEqual(['The Matrix']);
		const byOverview = await find('tv_series_queryTvSeriesRecords', { query: 'chemistry' });
		expect(byOverview.items.map((r: { title: string }) => r.title)).toEqual(['Breaking Bad']);
		const byTag = await find('tv_series_queryTvSeriesRecords', { query: 'rewatch' });
		expect(byTag.items).toHaveLength(1);

		const movies = await find('movies_queryMovieRecords', { detail: 'full' });
		expect(movies.items.length).toBe(fixture.rows.movies!.length);
		const logs = await find('tv_series_queryTvSeriesWatchLogs', {});
		expect(logs.items.length).toBe(fixture.rows.tvWatchLogs!.length);
		const stats = await find('tv_series_queryTvSeriesStats', {});
		expect(stats.totals.watchLogs).toBe(fixture.rows.tvWatchLogs!.length);
		expect(stats.totals.saved).toBe(fixture.rows.tvSeries!.length);
		expect((await gateway.people.list()).length).toBe(fixture.rows.people!.length);
		expect(gateway.settings.get()).toMatchObject({ language: 'fr-FR', region: 'IN' });
		expect(gateway.connection('notes-agent')?.operations).toEqual(['movies_queryMovieRecords']);

		// And it keeps working: a new title is found by its words next to the migrated ones.
		expectOk(await app.svc_create({ operation: 'movies_upsertMovieRecord', input: { providerId: '679' } }));
		const aliens = await find('movies_queryMovieRecords', { query: 'alien' });
		expect(aliens.items.map((r: { title: string }) => r.title)).toEqual(['Alien', 'Aliens']);
	});
});
