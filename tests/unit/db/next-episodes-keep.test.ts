/**
 * Each watching series' next episode is kept as its guide or progress changes, and Up next answers
 * from it: after a tick, a guide refreshed with new episode names, a pause and a return, a removal,
 * and in a library whose rows were never kept.
 */
import { describe, expect, it } from 'vitest';
import type { SeasonDetails } from '../../../src/lib/domain/catalog';
import type { CatalogProvider } from '../../../src/lib/provider/catalog-provider';
import { DemoCatalogProvider } from '../../../src/lib/provider/demo/demo-provider';
import { expectOk, openTestGateway, type TestGateway } from '../../fixtures/gateway';

const SEVERANCE = '95396';
const BREAKING_BAD = '1396';
const TITLES: Record<string, string> = { [SEVERANCE]: 'Severance', [BREAKING_BAD]: 'Breaking Bad' };
const START = '2025-02-20T10:00:00.000Z';

/** The demo catalog, whose episodes can be renamed as if the provider had retitled them. */
function renamingProvider() {
	const demo = new DemoCatalogProvider(() => new Date(START));
	const names = { prefix: '' };
	const season = async (id: string, n: number): Promise<SeasonDetails> => {
		const details = await demo.season(id, n);
		return { ...details, episodes: details.episodes.map((e) => ({ ...e, name: `${names.prefix}${e.name}` })) };
	};
	const provider = new Proxy(demo, { get: (target, prop, receiver) => (prop === 'season' ? season : Reflect.get(target, prop, receiver)) }) as CatalogProvider;
	return { provider, names };
}

/** Saves a series with a full body (no guide kept) and logs one episode of it. */
async function saveAndLog(t: TestGateway, providerId: string, seasonFrom: number, episodeFrom: number): Promise<string> {
	const body = { providerRef: { provider: 'tmdb', mediaType: 'tv', id: providerId }, title: TITLES[providerId] };
	const { record } = expectOk(await t.app.svc_create({ operation: 'tv_series_upsertTvSeriesRecord', input: { record: body } }));
	await logEpisode(t, record.id, seasonFrom, episodeFrom);
	return record.id as string;
}

async function logEpisode(t: TestGateway, mediaRecordId: string, seasonFrom: number, episodeFrom: number) {
	expectOk(await t.app.svc_create({ operation: 'tv_series_addTvSeriesWatchLog', input: { log: { mediaRecordId, watchedOn: '2025-02-19', platformType: 'streaming', seasonFrom, episodeFrom } } }));
}

const refresh = async (t: TestGateway, mediaRecordId: string) =>
	expectOk(await t.app.svc_lookup({ operation: 'tv_series_refreshEpisodeGuide', input: { mediaRecordId, maxAgeHours: 0 } }));

const upNext = async (t: TestGateway) =>
	(expectOk(await t.app.svc_find({ operation: 'tv_series_queryUpNext', input: {} })).items as any[]).map((i) => `${i.title} ${i.state} S${i.episode.seasonNumber}E${i.episode.episodeNumber} ${i.episode.name}`.trim());

const keptRows = async (t: TestGateway) => [...(await t.gateway.library.read((tx) => tx.nextEpisodes.all())).values()];

describe("a watching series' kept next episode", () => {
	it('is kept when its guide arrives and moves with each episode ticked', async () => {
		const t = await openTestGateway({ start: START });
		const id = await saveAndLog(t, BREAKING_BAD, 1, 1);
		expect(await keptRows(t)).toMatchObject([{ providerKey: 'tmdb:tv:1396', season: 1, episode: 1, fetchedAt: null, next: null }]);
		expect(await upNext(t)).toEqual(['Breaking Bad no_guide S1E2']);

		await refresh(t, id);
		expect(await keptRows(t)).toMatchObject([{ season: 1, episode: 1, next: { seasonNumber: 1, episodeNumber: 2, name: "Cat's in the Bag..." } }]);
		expect(await upNext(t)).toEqual(["Breaking Bad ready S1E2 Cat's in the Bag..."]);

		await logEpisode(t, id, 1, 2);
		expect(await keptRows(t)).toMatchObject([{ season: 1, episode: 2, next: { episodeNumber: 3 } }]);
		expect(await upNext(t)).toEqual(["Breaking Bad ready S1E3 ...And the Bag's in the River"]);
	});

	it('follows a refreshed guide that renames the next episode, though its seasons keep their episodes', async () => {
		const { provider, names } = renamingProvider();
		const t = await openTestGateway({ start: START, provider });
		const id = await saveAndLog(t, SEVERANCE, 2, 1);
		await refresh(t, id);
		expect(await upNext(t)).toEqual(['Severance ready S2E2 Goodbye, Mrs. Selvig']);

		names.prefix = 'Retitled: ';
		await refresh(t, id);
		expect(await upNext(t)).toEqual(['Severance ready S2E2 Retitled: Goodbye, Mrs. Selvig']);
	});

	it('is dropped while the series is paused or removed, and right again when it is watched once more', async () => {
		const { provider, names } = renamingProvider();
		const t = await openTestGateway({ start: START, provider });
		const id = await saveAndLog(t, SEVERANCE, 2, 1);
		await refresh(t, id);
		expectOk(await t.gateway.ops.tv.patchRecord({ mediaRecordId: id, status: 'on_hold' }));
		expect(await keptRows(t)).toEqual([]);
		expect(await upNext(t)).toEqual([]);

		// Refreshed while on hold: the row kept before the pause would name the episode as it was.
		names.prefix = 'Retitled: ';
		await refresh(t, id);
		expectOk(await t.gateway.ops.tv.patchRecord({ mediaRecordId: id, status: 'watching' }));
		expect(await upNext(t)).toEqual(['Severance ready S2E2 Retitled: Goodbye, Mrs. Selvig']);

		expectOk(await t.app.svc_delete({ operation: 'tv_series_deleteTvSeriesRecord', input: { mediaRecordId: id } }));
		expect(await keptRows(t)).toEqual([]);
		expect(await upNext(t)).toEqual([]);
	});

	it('is worked out by Up next where no row was kept, as in a library from before the rows', async () => {
		const t = await openTestGateway({ start: START });
		const severance = await saveAndLog(t, SEVERANCE, 2, 1);
		await saveAndLog(t, BREAKING_BAD, 1, 3);
		await refresh(t, severance);
		const kept = await upNext(t);
		await t.gateway.library.write((tx) => tx.nextEpisodes.delete(['tmdb:tv:95396', 'tmdb:tv:1396']));
		expect(await keptRows(t)).toEqual([]);
		expect(await upNext(t)).toEqual(kept);
		expect(kept).toEqual(['Breaking Bad no_guide S1E4', 'Severance ready S2E2 Goodbye, Mrs. Selvig']);
	});
});
