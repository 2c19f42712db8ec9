/** Listing watch logs: order, filters and row shapes. */
import { describe, expect, it } from 'vitest';
import { FAMILIES, otherFamily, type Family } from '../../../fixtures/families';
import { familyClient } from '../../../fixtures/family-calls';
import { expectError, expectOk, openTestGateway } from '../../../fixtures/gateway';

async function setup(family: Family) {
	const t = await openTestGateway({ start: '2025-01-10T09:00:00.000Z' });
	const c = familyClient(t.app, family);
	const record = await c.save(0);
	return { t, c, id: record.id };
}

const dates = (rows: any[]) => rows.map((r) => r.watchedOn ?? r.date);

describe.each(FAMILIES)('$kind: query watch logs', (family) => {
	it('lists newest first: by watch date, then by creation time on the same date', async () => {
		const { t, c, id } = await setup(family);
		const morning = await c.log(id, { watchedOn: '2024-05-01', notes: 'morning' });
		t.clock.advance(3_600_000);
		const june = await c.log(id, { watchedOn: '2024-06-01' });
		t.clock.advance(3_600_000);
		const evening = await c.log(id, { watchedOn: '2024-05-01', notes: 'evening' });
		t.clock.advance(3_600_000);
		const april = await c.log(id, { watchedOn: '2024-04-01' });
		const { items } = expectOk(await c.queryLogs());
		expect(items.map((l: any) => l.watchLogId)).toEqual([june, evening, morning, april].map((l) => l.watchLogId));
	});

	it('filters by mediaRecordId', async () => {
		const { c, id } = await setup(family);
		const other = await c.save(1);
		await c.log(id, { watchedOn: '2024-01-01' });
		const mine = await c.log(other.id, { watchedOn: '2024-01-02' });
		await c.log(id, { watchedOn: '2024-01-03' });
		const { items } = expectOk(await c.queryLogs({ mediaRecordId: other.id }));
		expect(items.map((l: any) => l.watchLogId)).toEqual([mine.watchLogId]);
		expect(expectOk(await c.queryLogs({ mediaRecordId: 'unknown' })).items).toEqual([]);
	});

	it('from and to are inclusive; the day before and after are left out', async () => {
		const { c, id } = await setup(family);
		for (const watchedOn of ['2024-03-31', '2024-04-01', '2024-04-15', '2024-04-30', '2024-05-01']) {
			await c.log(id, { watchedOn });
		}
		const period = expectOk(await c.queryLogs({ from: '2024-04-01', to: '2024-04-30' }));
		expect(dates(period.items)).toEqual(['2024-04-30', '2024-04-15', '2024-04-01']);
		expect(dates(expectOk(await c.queryLogs({ from: '2024-04-30' })).items)).toEqual(['2024-05-01', '2024-04-30']);
		expect(dates(expectOk(await c.queryLogs({ to: '2024-04-01' })).items)).toEqual(['2024-04-01', '2024-03-31']);
		expect(dates(expectOk(await c.queryLogs({ from: '2024-04-15', to: '2024-04-15' })).items)).toEqual(['2024-04-15']);
	});

	it('to before from is invalid_input at to', async () => {
		const { c } = await setup(family);
		const error = expectError(await c.queryLogs({ from: '2024-05-01', to: '2024-04-30' }));
		expect(error.code).toBe('invalid_input');
		expect(error.issues?.map((i) => i.path)).toEqual(['to']);
	});

	it('a bad date in from is invalid_input at from', async () => {
		const { c } = await setup(family);
		const error = expectError(await c.queryLogs({ from: '2024-13-01' }));
		expect([error.code, error.issues?.[0]?.path]).toEqual(['invalid_input', 'from']);
	});

	it('summary rows hold exactly the summary fields, with a 120-character notes preview', async () => {
		const { c, id } = await setup(family);
		const notes = 'A'.repeat(100) + 'B'.repeat(20) + 'C'.repeat(80);
		const full = await c.log(id, { watchedOn: '2024-02-02', platform: 'Netflix', rating: 'love', notes, platformType: 'streaming' });
		const bare = await c.log(id, { watchedOn: '2024-01-01' });
		const { items } = expectOk(await c.queryLogs({ detail: 'summary' }));
		expect(items).toEqual([
			{
				watchLogId: full.watchLogId,
				mediaRecordId: id,
				title: family.sample.title,
				date: '2024-02-02',
				platform: 'Netflix',
				rating: 'love',
				notesPreview: 'A'.repeat(100) + 'B'.repeat(20)
			},
			{ watchLogId: bare.watchLogId, mediaRecordId: id, title: family.sample.title, date: '2024-01-01', platform: null, rating: null, notesPreview: null }
		]);
		// Summary is the default.
		expect(expectOk(await c.queryLogs()).items).toEqual(items);
	});

	it('full rows carry every stored field, complete notes included', async () => {
		const { c, id } = await setup(family);
		const notes = 'N'.repeat(300);
		const log = await c.log(id, { watchedOn: '2024-02-02', notes, locationLabel: 'Home' });
		const { items } = expectOk(await c.queryLogs({ detail: 'full' }));
		expect(items).toEqual([log]);
		expect(items[0].notes).toHaveLength(300);
	});

	it('rows of the other family never show up', async () => {
		const { t, c, id } = await setup(family);
		await c.log(id, { watchedOn: '2024-02-02' });
		const o = familyClient(t.app, otherFamily(family));
		const otherRecord = await o.save(0);
		await o.log(otherRecord.id, { watchedOn: '2024-02-03' });
		expect((await c.logs()).map((l) => l.mediaRecordId)).toEqual([id]);
	});
});
