/** Adding a watch log: default date, stored fields, idempotent IDs. */
import { describe, expect, it, vi } from 'vitest';
import { FAMILIES, MOVIE, TV } from '../../../fixtures/families';
import { familyClient } from '../../../fixtures/family-calls';
import { expectError, expectOk, openTestGateway } from '../../../fixtures/gateway';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function setup(family = TV, start = '2026-11-22T10:00:00.000Z') {
	const t = await openTestGateway({ start });
	return { t, c: familyClient(t.app, family) };
}

describe.each(FAMILIES)('$kind: add watch log', (family) => {
	it('stores the body with its title, kind, timestamps and defaults', async () => {
		const { c } = await setup(family, '2025-03-04T08:30:00.000Z');
		const record = await c.save(0);
		const data = expectOk(await c.addLog({ watchLogId: 'log-1', log: { mediaRecordId: record.id, watchedOn: '2025-03-01' } }));
		const expected = {
			watchLogId: 'log-1',
			mediaRecordId: record.id,
			kind: family.kind,
			title: family.sample.title,
			watchedOn: '2025-03-01',
			watchedOnDefaulted: false,
			watchedWithPersonIds: [],
			platformType: 'theater',
			createdAt: '2025-03-04T08:30:00.000Z',
			updatedAt: '2025-03-04T08:30:00.000Z'
		};
		expect(data).toEqual({ log: expected, created: true });
		expect(await c.logs()).toEqual([expected]);
	});

	it("without watchedOn uses the title's first date and marks the log defaulted", async () => {
		const { c } = await setup(family);
		const record = await c.save(1);
		const log = await c.log(record.id);
		expect(log.watchedOn).toBe(family.other.date);
		expect(log.watchedOnDefaulted).toBe(true);
	});

	it('without watchedOn nor any known date uses today from the clock', async () => {
		const { c } = await setup(family, '2025-02-03T12:00:00.000Z');
		const record = await c.save(0, { [family.dateField]: undefined });
		expect(record[family.dateField]).toBeUndefined();
		const log = await c.log(record.id);
		expect([log.watchedOn, log.watchedOnDefaulted]).toEqual(['2025-02-03', true]);
	});

	it('keeps a given platform type and the other given fields', async () => {
		const { c } = await setup(family);
		const record = await c.save();
		const body = {
			watchedOn: '2024-02-02',
			platform: 'Netflix at home',
			platformType: 'streaming',
			platformService: 'Netflix',
			platformCountry: 'IN',
			placeKey: 'ext:abc',
			locationLabel: 'Living room',
			notes: 'Great again',
			rating: 'love'
		};
		const log = await c.log(record.id, body);
		expect(log).toMatchObject(body);
		expect((await c.logs())[0]).toMatchObject(body);
	});

	it('strips keys a log body does not own, so a row read back can be sent again', async () => {
		const { c } = await setup(family);
		const record = await c.save();
		const log = await c.log(record.id, { watchedOn: '2024-02-02', bogus: 'x', title: 'Not the title', kind: 'other' });
		expect(log).not.toHaveProperty('bogus');
		expect(log.title).toBe(record.title);
		expect(log.kind).toBe(family.kind);
	});

	it('refuses an unknown key at the top level of the input', async () => {
		const { c } = await setup(family);
		const record = await c.save();
		const error = expectError(await c.addLog({ log: { mediaRecordId: record.id }, extra: 1 }));
		expect(error.code).toBe('invalid_input');
		expect(await c.logs()).toEqual([]);
	});

	it('gives a random ID when none is passed', async () => {
		const { c } = await setup(family);
		const record = await c.save();
		const a = await c.log(record.id, { watchedOn: '2024-01-01' });
		const b = await c.log(record.id, { watchedOn: '2024-01-01' });
		expect(a.watchLogId).toMatch(UUID);
		expect(b.watchLogId).toMatch(UUID);
		expect(a.watchLogId).not.toBe(b.watchLogId);
		expect((await c.record(record.id)).watchCount).toBe(2);
	});

	it('a second add with the same watchLogId returns the stored log and changes nothing', async () => {
		const { t, c } = await setup(family);
		const record = await c.save();
		const first = expectOk(await c.addLog({ watchLogId: 'retry-1', log: { mediaRecordId: record.id, watchedOn: '2024-04-04' } }));
		const before = await c.state();
		t.clock.advance(60_000);
		const again = expectOk(
			await c.addLog({ watchLogId: 'retry-1', log: { mediaRecordId: record.id, watchedOn: '2020-01-01', notes: 'changed' } })
		);
		expect(again).toEqual({ log: first.log, created: false });
		expect(await c.state()).toEqual(before);
		expect(before.records[0].watchCount).toBe(1);
		expect(before.stats.totals.watchLogs).toBe(1);
	});
});

describe('tv default watch date', () => {
	it('prefers the episode air date over the first air date', async () => {
		const { c } = await setup(TV);
		const record = await c.save(0);
		const log = await c.log(record.id, { seasonFrom: 2, episodeFrom: 1, episodeAirDate: '2009-03-08' });
		expect([log.watchedOn, log.watchedOnDefaulted]).toEqual(['2009-03-08', true]);
	});

	it('a given watchedOn wins over the episode air date', async () => {
		const { c } = await setup(TV);
		const record = await c.save(0);
		const log = await c.log(record.id, { watchedOn: '2024-12-24', episodeAirDate: '2009-03-08' });
		expect([log.watchedOn, log.watchedOnDefaulted, log.episodeAirDate]).toEqual(['2024-12-24', false, '2009-03-08']);
	});

	it('falls back to the first air date without an episode air date', async () => {
		const { c } = await setup(TV);
		const record = await c.save(0, { firstAirDate: '2008-01-20' });
		const log = await c.log(record.id, { seasonFrom: 1 });
		expect([log.watchedOn, log.watchedOnDefaulted]).toEqual(['2008-01-20', true]);
	});
});

describe("today is the diarist's own date", () => {
	it("uses the device's local date, not the UTC one", async () => {
		vi.stubEnv('TZ', 'Asia/Kolkata');
		try {
			// 20:00 UTC on 3 February is 01:30 on 4 February in India.
			const { c } = await setup(MOVIE, '2025-02-03T20:00:00.000Z');
			const record = await c.save(0, { releaseDate: undefined });
			expect((await c.log(record.id)).watchedOn).toBe('2025-02-04');
		} finally {
			vi.unstubAllEnvs();
		}
	});
});
