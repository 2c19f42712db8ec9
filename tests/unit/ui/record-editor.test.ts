/**
 * No lost updates: the title page reads a record, an agent changes it (a new recommender, logged
 * episodes moving the progress), then the page saves its edits; nothing of either is lost.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MediaRecord } from '../../../src/lib/domain/records';
import type { Result, Tools } from '../../../src/lib/gateway';
import { app, gateway, ops } from '../../../src/lib/ui/gateway-client';
import { recordEditor } from '../../../src/lib/ui/title/record-editor';
import { findRecord } from '../../../src/lib/ui/title/record-lookup';

const SERIES = 'tv:tmdb:1396';
const MOVIE = 'movie:tmdb:603';

function dataOf<T>(result: Result<T>): T {
	if (!result.ok) throw new Error(result.error.message);
	return result.data;
}

let agent: Tools;
let personId: string;

beforeAll(async () => {
	const g = await gateway();
	await g.saveConnection({ id: 'agent', label: 'AI agent in this browser', tools: ['svc_find', 'svc_create', 'svc_update', 'svc_describe'] });
	agent = g.connect('agent');
	dataOf(await ops.tv.upsertRecord({ providerId: '1396', status: 'want_to_watch' }));
	dataOf(await ops.movie.upsertRecord({ providerId: '603' }));
	personId = dataOf(await app.people.add({ name: 'Ana' })).id;
});

afterEach(() => vi.restoreAllMocks());

/**
 * Lets `writes` run as soon as the page's first call to the library during a save has answered:
 * an editor that read the row and then wrote it back in a second call would be overtaken there.
 */
async function overtakeFirstCall(writes: () => Promise<void>): Promise<void> {
	const g = await gateway();
	const run = g.run.bind(g);
	let overtaken = false;
	vi.spyOn(g, 'run').mockImplementation(async (...args) => {
		const answer = await run(...args);
		if (!overtaken) {
			overtaken = true;
			await writes();
		}
		return answer;
	});
}

/** What the agent does while the page shows the record it read. */
async function agentWrites(): Promise<void> {
	const recommended = await agent.svc_create({ operation: 'tv_series_upsertTvSeriesRecommendation', input: { recommendation: { mediaRecordId: SERIES, personId } } });
	const logged = await agent.svc_create({
		operation: 'tv_series_addTvSeriesWatchLog',
		input: { log: { mediaRecordId: SERIES, watchedOn: '2026-11-20', seasonFrom: 1, episodeFrom: 1, seasonTo: 1, episodeTo: 3 } }
	});
	expect([recommended.ok, logged.ok]).toEqual([true, true]);
}

describe('title edits between another writer’s changes', () => {
	it('keep the agent’s recommender and progress, and every edit of the page', async () => {
		const shown = dataOf(await findRecord('tv', SERIES))!;
		expect(shown.recommendedByPersonIds).toEqual([]);

		const save = recordEditor('tv', SERIES);
		await overtakeFirstCall(agentWrites);
		const saves = await Promise.all([save({ rating: 'love' }), save({ addTags: ['Crime'] }), save({ journalNotes: 'Slow start.' }), save({ status: 'on_hold' })]);
		expect(saves.every((r) => r.ok)).toBe(true);
		vi.restoreAllMocks();

		const stored = dataOf(await findRecord('tv', SERIES))!;
		expect(stored).toMatchObject({
			recommendedByPersonIds: [personId],
			currentSeason: 1,
			currentEpisode: 3,
			watchCount: 1,
			lastWatchedOn: '2026-11-20',
			rating: 'love',
			tags: ['Crime'],
			journalNotes: 'Slow start.',
			status: 'on_hold'
		});
	});

	it('keep the agent’s writes made while the saves are under way', async () => {
		const save = recordEditor('movie', MOVIE);
		const recommend = agent.svc_create({ operation: 'movies_upsertMovieRecommendation', input: { recommendation: { mediaRecordId: MOVIE, personId } } });
		const edits = [save({ rating: 'like' }), save({ addTags: ['Sci-fi'] })];
		const log = agent.svc_create({ operation: 'movies_addMovieWatchLog', input: { log: { mediaRecordId: MOVIE, watchedOn: '2026-11-21' } } });
		const answers = await Promise.all([recommend, ...edits, log]);
		expect(answers.every((r) => r.ok)).toBe(true);
		expect(dataOf(await findRecord('movie', MOVIE))).toMatchObject({
			recommendedByPersonIds: [personId],
			watchCount: 1,
			status: 'watched',
			rating: 'like',
			tags: ['Sci-fi']
		});
	});

	it('would have lost them as a record-body upsert of the row as read, which is why edits are patches', async () => {
		const read = dataOf(await findRecord('movie', MOVIE))!;
		const stale = { ...read, recommendedByPersonIds: [] };
		dataOf(await ops.movie.upsertRecord({ mediaRecordId: MOVIE, record: { ...stale, rating: 'okay' } }));
		expect(dataOf(await findRecord('movie', MOVIE))!.recommendedByPersonIds).toEqual([]);
	});

	it('clear a field with null, add a tag once whatever its case, and remove one as stored', async () => {
		const save = recordEditor('tv', SERIES);
		dataOf(await save({ addTags: ['crime', 'Drama'] }));
		dataOf(await save({ rating: null, journalNotes: null, removeTags: ['Crime'] }));
		const stored: MediaRecord = dataOf(await findRecord('tv', SERIES))!;
		expect(stored.tags).toEqual(['Drama']);
		expect('rating' in stored || 'journalNotes' in stored).toBe(false);
		expect(stored.recommendedByPersonIds).toEqual([personId]);
	});

	it('answer not_found for a title no longer saved', async () => {
		const answer = await recordEditor('movie', 'movie:tmdb:404404')({ rating: 'okay' });
		expect(answer).toMatchObject({ ok: false, error: { code: 'not_found' } });
	});
});
