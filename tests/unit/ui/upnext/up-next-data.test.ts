/**
 * Up next read once for the Library's shelf and Up next's screen: the second screen gets the same
 * answer while the library and the day stay the same, and a fresh one as soon as either changes,
 * so a list shown from it never offers an episode already logged.
 */
import { describe, expect, it } from 'vitest';
import type { Result } from '../../../../src/lib/gateway';
import { ops } from '../../../../src/lib/ui/gateway-client';
import { sharedRead } from '../../../../src/lib/ui/shared-read';
import { loadUpNext } from '../../../../src/lib/ui/upnext/up-next-data';

async function items() {
	const result = await loadUpNext();
	if (!result.ok) throw new Error(result.error.message);
	return result.data.items;
}

describe('Up next read for two screens', () => {
	it('answers the second screen from the first read, and reads again after a log', async () => {
		const saved = await ops.tv.upsertRecord({ providerId: '1396', status: 'watching' });
		if (!saved.ok) throw new Error(saved.error.message);
		const first = await items();
		expect(first).toHaveLength(1);
		expect(first[0]!.episode).toMatchObject({ seasonNumber: 1, episodeNumber: 1 });
		// The same answer, not a second read of every series being watched.
		expect(await items()).toBe(first);

		const logged = await ops.tv.addWatchLog({ log: { mediaRecordId: first[0]!.mediaRecordId, seasonFrom: 1, episodeFrom: 1, seasonTo: 1, episodeTo: 1, watchedOn: '2026-11-20' } });
		if (!logged.ok) throw new Error(logged.error.message);
		const after = await items();
		expect(after).not.toBe(first);
		expect(after[0]!.episode).toMatchObject({ seasonNumber: 1, episodeNumber: 2 });
	});
});

describe('a shared read', () => {
	function counting(answers: Result<number>[]) {
		let reads = 0;
		return { load: async () => answers[Math.min(reads++, answers.length - 1)]!, reads: () => reads };
	}

	it('reads again when its key changes, such as the day', async () => {
		let day = '2026-11-24';
		const source = counting([{ ok: true, data: 1 }]);
		const read = sharedRead(source.load, () => day);
		await read();
		await read();
		expect(source.reads()).toBe(1);
		day = '2026-11-25';
		await read();
		expect(source.reads()).toBe(2);
	});

	it('keeps no failure: the next screen asks again', async () => {
		const source = counting([{ ok: false, error: { code: 'internal', message: 'could not read' } }, { ok: true, data: 2 }]);
		const read = sharedRead(source.load);
		expect(await read()).toMatchObject({ ok: false });
		expect(await read()).toEqual({ ok: true, data: 2 });
		expect(source.reads()).toBe(2);
	});
});
