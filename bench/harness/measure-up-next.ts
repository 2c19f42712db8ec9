/**
 * Up next for a library of 500 watched series (issue 21): a library of its own, every series
 * being watched with its progress logged and its episode guide kept, written by the app's own
 * refresh from a seeded stand-in for the provider; then tv_series_queryUpNext, timed. It reads
 * only local data, as on a phone offline.
 */
import type { CatalogDetails, SeasonDetails } from '$lib/domain/catalog';
import { openGateway, type Result, type Tools } from '$lib/gateway';
import type { CatalogProvider } from '$lib/provider/catalog-provider';
import { seededRandom, type Random } from './prng';
import { deleteDatabase } from './raw-idb';
import { measure, progress, time, type Measure } from './stats';

const DB = 'screenshelf-bench-up-next';
const SERIES = 500;
const SEED = 21;
/** The day the bench's Up next is read on: some latest seasons are still airing. */
const TODAY = '2026-06-01';
const DAY_MS = 24 * 60 * 60 * 1000;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A series as the provider tells it: specials for some, two to nine seasons of 6 to 22 weekly episodes, the latest airing around TODAY for some. */
function seededSeries(random: Random, id: string): SeasonDetails[] {
	const seasons: SeasonDetails[] = [];
	const count = random.int(2, 9);
	let airs = Date.parse(TODAY) - random.int(count * 300, count * 400) * DAY_MS;
	if (random.chance(0.1)) airs = Date.parse(TODAY) - (count - 1) * 365 * DAY_MS - random.int(1, 40) * DAY_MS;
	for (let s = random.chance(0.3) ? 0 : 1; s <= count; s++) {
		const episodes = Array.from({ length: s === 0 ? random.int(1, 3) : random.int(6, 22) }, (_, e) => {
			const airDate = isoDay(airs + e * 7 * DAY_MS);
			return { episodeNumber: e + 1, name: `Episode ${e + 1}`, airDate, runtimeMinutes: 45, overview: null, stillUrl: null };
		});
		seasons.push({ providerId: id, seasonNumber: s, name: s === 0 ? 'Specials' : `Season ${s}`, episodes });
		if (s > 0) airs += 365 * DAY_MS;
	}
	return seasons;
}

/** Refreshing a guide asks the provider for a series' details and its seasons, nothing else. */
function seededProvider(guides: Map<string, SeasonDetails[]>): CatalogProvider {
	const of = (id: string) => guides.get(id) ?? [];
	const details = async (_kind: unknown, id: string): Promise<CatalogDetails> => ({
		providerId: id,
		mediaType: 'tv',
		title: `Series ${id}`,
		originalTitle: null,
		overview: null,
		firstAirDate: of(id)[0]?.episodes[0]?.airDate ?? null,
		year: null,
		genres: [],
		posterPath: null,
		posterUrl: null,
		savedRecordId: null,
		runtimeMinutes: 45,
		seasons: of(id).map((s) => ({ seasonNumber: s.seasonNumber, name: s.name, episodeCount: s.episodes.length, airDate: s.episodes[0]?.airDate ?? null }))
	});
	const season = async (id: string, n: number) => of(id).find((s) => s.seasonNumber === n)!;
	return { name: 'tmdb', details, season } as unknown as CatalogProvider;
}

function must(result: Result, what: string): Result {
	if (!result.ok) throw new Error(`${what} failed: ${JSON.stringify(result.error)}`);
	return result;
}

/**
 * Every series watching, logged up to a point in its guide: most part-way through, some caught
 * up with a season still airing, a few finished, and one in ten whose guide was never fetched.
 */
async function seed(tools: Tools, guides: Map<string, SeasonDetails[]>, random: Random): Promise<void> {
	for (const [id, seasons] of guides) {
		const record = { providerRef: { provider: 'tmdb', mediaType: 'tv', id }, title: `Series ${id}`, status: 'watching' };
		const { data } = must(await tools.svc_create({ operation: 'tv_series_upsertTvSeriesRecord', input: { record } }), 'saving a series') as { data: { record: { id: string } } };
		const mediaRecordId = data.record.id;
		const regular = seasons.filter((s) => s.seasonNumber > 0);
		const upTo = regular[random.int(0, regular.length - 1)]!;
		const aired = upTo.episodes.filter((e) => e.airDate! <= TODAY).length;
		const episodeTo = random.chance(0.2) ? Math.max(1, aired) : random.int(1, Math.max(1, aired));
		const log = { mediaRecordId, watchedOn: isoDay(Date.parse(TODAY) - random.int(0, 700) * DAY_MS), platformType: 'streaming', seasonFrom: 1, episodeFrom: 1, seasonTo: upTo.seasonNumber, episodeTo };
		must(await tools.svc_create({ operation: 'tv_series_addTvSeriesWatchLog', input: { log } }), 'logging a series');
		if (random.chance(0.9)) must(await tools.svc_lookup({ operation: 'tv_series_refreshEpisodeGuide', input: { mediaRecordId } }), 'keeping a guide');
	}
}

export async function measureUpNext(reps: number, scale: number): Promise<Measure[]> {
	const count = Math.max(50, Math.round(SERIES * scale));
	const random = seededRandom(SEED);
	const guides = new Map(Array.from({ length: count }, (_, i) => String(800_000 + i)).map((id) => [id, seededSeries(random, id)]));
	await deleteDatabase(DB);
	const gateway = await openGateway({ dbName: DB, provider: seededProvider(guides), now: () => new Date(`${TODAY}T20:00:00`) });
	try {
		const tools = gateway.connect('app');
		progress(`Up next: ${count} series being watched, their progress and episode guides`);
		await seed(tools, guides, random);
		const query = () => tools.svc_find({ operation: 'tv_series_queryUpNext', input: {} });
		const { data } = must(await query(), 'Up next') as { data: { items: { state: string }[] } };
		const states = data.items.reduce<Record<string, number>>((n, i) => ({ ...n, [i.state]: (n[i.state] ?? 0) + 1 }), {});
		progress(`Up next lists ${data.items.length} series: ${JSON.stringify(states)}`);
		const note = `${count} series watching; listed ${Object.entries(states).map(([state, n]) => `${n} ${state}`).join(', ')}`;
		return [measure('upNext.query', `Up next, ${count} series being watched, from kept episode guides`, await time(query, { reps }), { note })];
	} finally {
		gateway.close();
		await deleteDatabase(DB);
	}
}
