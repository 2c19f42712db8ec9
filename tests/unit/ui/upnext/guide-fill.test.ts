/**
 * Up next's own keeping of guides, as its screen runs it through the app's gateway with the demo
 * catalog: series saved without a guide get one in the background, one series at a time; a series
 * the catalog does not know is left with its error, and not asked again unbidden.
 */
import { describe, expect, it } from 'vitest';
import type { UpNextItem } from '../../../../src/lib/domain/watch-next';
import { ops } from '../../../../src/lib/ui/gateway-client';
import { guideFill } from '../../../../src/lib/ui/upnext/guide-fill.svelte';
import { dueForGuide } from '../../../../src/lib/ui/upnext/keep-guides.svelte';
import { guideStatus } from '../../../../src/lib/ui/upnext/guide-status.svelte';

const NOW = Date.parse('2026-11-22T10:00:00.000Z');

function item(mediaRecordId: string, guideFetchedAt: string | null): UpNextItem {
	const episode = { seasonNumber: 1, episodeNumber: 1, name: '', airDate: null, stillUrl: null };
	return { mediaRecordId, providerId: '1', title: mediaRecordId, posterPath: null, lastWatchedOn: null, state: guideFetchedAt ? 'ready' : 'no_guide', episode, guideFetchedAt };
}

async function upNext(): Promise<UpNextItem[]> {
	const result = await ops.tv.queryUpNext();
	if (!result.ok) throw new Error(result.error.message);
	return result.data.items;
}

describe('which guides Up next asks for', () => {
	it('asks for missing guides always, and for those over a day old only online', () => {
		const items = [item('missing', null), item('fresh', '2026-11-22T01:00:00.000Z'), item('stale', '2026-11-21T09:00:00.000Z')];
		expect(dueForGuide(items, true, NOW)).toEqual(['missing', 'stale']);
		expect(dueForGuide(items, false, NOW)).toEqual(['missing']);
	});
});

describe("Up next's guide fill", () => {
	it('fetches the guides of series saved without one, and leaves one the catalog does not know with its error', async () => {
		// Full bodies ask the catalog nothing, so they keep no guide (a quick save keeps one).
		for (const [id, title] of [['1396', 'Breaking Bad'], ['95396', 'Severance'], ['999999999', 'Gone from the catalog']] as const) {
			const saved = await ops.tv.upsertRecord({ record: { providerRef: { provider: 'tmdb', mediaType: 'tv', id }, title, status: 'watching' } });
			if (!saved.ok) throw new Error(saved.error.message);
		}
		const before = await upNext();
		expect(before.map((i) => i.state)).toEqual(['no_guide', 'no_guide', 'no_guide']);

		const ids = ['tv:tmdb:1396', 'tv:tmdb:95396', 'tv:tmdb:999999999'];
		const waiting = () => ids.filter((id) => guideStatus.isWaiting(id));
		guideFill.want(dueForGuide(before, true));
		expect(waiting()).toEqual(ids);
		await expect.poll(waiting, { timeout: 10_000 }).toEqual([]);

		const after = await upNext();
		expect(after.find((i) => i.title === 'Breaking Bad')).toMatchObject({ state: 'ready', episode: { name: 'Pilot' } });
		expect(after.find((i) => i.title === 'Severance')).toMatchObject({ state: 'ready', episode: { name: 'Good News About Hell' } });
		expect(after.find((i) => i.title === 'Gone from the catalog')).toMatchObject({ state: 'no_guide' });
		expect(guideStatus.failure('tv:tmdb:999999999')).toMatchObject({ code: 'not_found' });

		// Asked again from the list, the unknown series is not: only its row's button asks.
		guideFill.want(dueForGuide(after, true));
		expect(waiting()).toEqual([]);
	});
});
