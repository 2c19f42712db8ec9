/** Records query paging: default limits, keyset cursors that stay correct while the library grows. */
import { describe, expect, it } from 'vitest';
import type { Tools } from '../../../../src/lib/gateway';
import { FAMILIES, otherFamily, type Family } from '../../../fixtures/families';
import { familyClient } from '../../../fixtures/family-calls';
import { expectError, expectOk, openTestGateway } from '../../../fixtures/gateway';

const pad = (n: number) => String(n).padStart(3, '0');

/** Saves `count` titles "<word> NNN", provider IDs from `firstId`; every third one watched. */
async function seed(app: Tools, f: Family, count: number, word = 'Title', firstId = 1000) {
	const c = familyClient(app, f);
	for (let i = 0; i < count; i++) {
		await c.saveBody(f.body({ title: `${word} ${pad(i)}`, status: i % 3 === 0 ? 'watched' : 'want_to_watch' }, String(firstId + i)));
	}
}

describe.each(FAMILIES.map((f) => [f.ops.queryRecords, f] as [string, Family]))('%s paging', (_name, f) => {
	it('defaults to 50 summary rows or 25 full rows per page', async () => {
		const { app } = await openTestGateway();
		const c = familyClient(app, f);
		await seed(app, f, 55);
		const summary = await c.recordPage();
		expect(summary.items).toHaveLength(50);
		expect(summary.nextCursor).toEqual(expect.any(String));
		const rest = await c.recordPage({ cursor: summary.nextCursor });
		expect(rest.items.map((r) => r.title)).toEqual(['Title 050', 'Title 051', 'Title 052', 'Title 053', 'Title 054']);
		expect(rest.nextCursor).toBeNull();
		const full = await c.recordPage({ detail: 'full' });
		expect(full.items).toHaveLength(25);
		expect(full.items[24].title).toBe('Title 024');
	});

	it('walks every row once, in order, whatever the page size', async () => {
		const { app } = await openTestGateway();
		const c = familyClient(app, f);
		await seed(app, f, 23);
		const everything = (await c.recordPage({ limit: 500 })).items;
		expect(everything).toHaveLength(23);
		for (const limit of [1, 5, 23]) {
			expect(await c.allRecords({ limit })).toEqual(everything);
		}
		const exact = await c.recordPage({ limit: 23 });
		expect(exact.nextCursor).toBeNull();
	});

	it('pages a status filter and a text query', async () => {
		const { app } = await openTestGateway();
		const c = familyClient(app, f);
		await seed(app, f, 20, 'Title');
		await seed(app, f, 12, 'Other', 2000);
		const watched = await c.allRecords({ status: 'watched', limit: 2 });
		expect(watched.map((r) => r.title)).toEqual(['Other 000', 'Other 003', 'Other 006', 'Other 009', 'Title 000', 'Title 003', 'Title 006', 'Title 009', 'Title 012', 'Title 015', 'Title 018']);
		const titled = await c.allRecords({ query: 'title', limit: 6 });
		expect(titled.map((r) => r.title)).toEqual(Array.from({ length: 20 }, (_, i) => `Title ${pad(i)}`));
		const both = await c.allRecords({ query: 'other', status: 'watched', limit: 3 });
		expect(both.map((r) => r.title)).toEqual(['Other 000', 'Other 003', 'Other 006', 'Other 009']);
	});

	it('neither repeats nor skips rows when titles are saved between pages', async () => {
		const { app } = await openTestGateway();
		const c = familyClient(app, f);
		await seed(app, f, 10, 'Movie');
		const first = await c.recordPage({ limit: 4 });
		expect(first.items.map((r) => r.title)).toEqual(['Movie 000', 'Movie 001', 'Movie 002', 'Movie 003']);
		// One sorts before the cursor, one between old rows after it, one at the very end.
		await c.saveBody(f.body({ title: 'Movie 001a' }, '3001'));
		await c.saveBody(f.body({ title: 'Movie 005a' }, '3002'));
		await c.saveBody(f.body({ title: 'Zzz Late' }, '3003'));
		const rest = await c.allRecords({ limit: 4, cursor: first.nextCursor });
		expect(rest.map((r) => r.title)).toEqual(['Movie 004', 'Movie 005', 'Movie 005a', 'Movie 006', 'Movie 007', 'Movie 008', 'Movie 009', 'Zzz Late']);
	});

	it('keeps its place when the row at the cursor is deleted', async () => {
		const { app } = await openTestGateway();
		const c = familyClient(app, f);
		await seed(app, f, 6, 'Movie');
		const first = await c.recordPage({ limit: 3 });
		expectOk(await app.svc_delete({ operation: f.ops.deleteRecord, input: { mediaRecordId: first.items[2].id } }));
		const rest = await c.allRecords({ limit: 3, cursor: first.nextCursor });
		expect(rest.map((r) => r.title)).toEqual(['Movie 003', 'Movie 004', 'Movie 005']);
	});

	it('refuses a cursor it did not make', async () => {
		const { app } = await openTestGateway();
		await seed(app, f, 3);
		for (const cursor of ['garbage!', 'eyJub3QiOiJhIGN1cnNvciJ9', '']) {
			const error = expectError(await app.svc_find({ operation: f.ops.queryRecords, input: { cursor } }));
			expect(error.code).toBe('invalid_input');
			expect(error.issues?.[0]?.path).toBe('cursor');
		}
	});

	it('refuses the cursor of a logs query and of the other family', async () => {
		const { app } = await openTestGateway();
		const c = familyClient(app, f);
		const saved = await c.quickSave(f.sample.providerId);
		await c.log(saved.id, { watchedOn: '2024-01-01' });
		await c.log(saved.id, { watchedOn: '2024-01-02' });
		const logs = expectOk(await app.svc_find({ operation: f.ops.queryLogs, input: { limit: 1 } }));
		expect(logs.nextCursor).toEqual(expect.any(String));
		const error = expectError(await app.svc_find({ operation: f.ops.queryRecords, input: { cursor: logs.nextCursor } }));
		expect(error.issues?.[0]?.path).toBe('cursor');

		const g = otherFamily(f);
		await seed(app, g, 3);
		const otherPage = await familyClient(app, g).recordPage({ limit: 1 });
		expect(expectError(await app.svc_find({ operation: f.ops.queryRecords, input: { cursor: otherPage.nextCursor } })).code).toBe('invalid_input');
	});

	it('accepts limits from 1 to 500 only', async () => {
		const { app } = await openTestGateway();
		const c = familyClient(app, f);
		await seed(app, f, 2);
		for (const limit of [0, 501, -1, 2.5]) {
			const error = expectError(await app.svc_find({ operation: f.ops.queryRecords, input: { limit } }));
			expect(error.code).toBe('invalid_input');
			expect(error.issues?.[0]?.path).toBe('limit');
		}
		expect((await c.recordPage({ limit: 500 })).items).toHaveLength(2);
		expect((await c.recordPage({ limit: 1 })).items).toHaveLength(1);
	});
});
