/** Keyset paging of watch logs: no duplicates, no skips, stable while logs are added. */
import { describe, expect, it } from 'vitest';
import { FAMILIES, otherFamily, type Family } from '../../../fixtures/families';
import { familyClient, type FamilyClient } from '../../../fixtures/family-calls';
import { expectError, expectOk, openTestGateway } from '../../../fixtures/gateway';

async function setup(family: Family) {
	const t = await openTestGateway({ start: '2025-01-10T09:00:00.000Z' });
	const c = familyClient(t.app, family);
	const record = await c.save(0);
	return { t, c, id: record.id };
}

/** Reads every page; `between` runs after each page but the last. */
async function allPages(c: FamilyClient, input: Record<string, unknown>, between?: (page: number) => Promise<void>) {
	const pages: string[][] = [];
	let cursor: string | undefined;
	do {
		const data = expectOk(await c.queryLogs({ ...input, cursor }));
		pages.push(data.items.map((l: any) => l.watchLogId));
		cursor = data.nextCursor ?? undefined;
		if (cursor && between) await between(pages.length);
	} while (cursor && pages.length < 50);
	return pages;
}

describe.each(FAMILIES)('$kind: paging watch logs', (family) => {
	it('walks several pages without duplicates or skips; the last page has no cursor', async () => {
		const { t, c, id } = await setup(family);
		for (const day of ['01', '02', '02', '03', '05', '05', '05', '09']) {
			t.clock.advance(1000);
			await c.log(id, { watchedOn: `2024-03-${day}` });
		}
		const expected = (await c.logs()).map((l) => l.watchLogId);
		const pages = await allPages(c, { limit: 3 });
		expect(pages.map((p) => p.length)).toEqual([3, 3, 2]);
		expect(pages.flat()).toEqual(expected);
	});

	it('a page that ends exactly at the last row has a null cursor', async () => {
		const { c, id } = await setup(family);
		for (const watchedOn of ['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04']) await c.log(id, { watchedOn });
		const first = expectOk(await c.queryLogs({ limit: 2 }));
		const second = expectOk(await c.queryLogs({ limit: 2, cursor: first.nextCursor }));
		expect(second.items).toHaveLength(2);
		expect(second.nextCursor).toBeNull();
	});

	it('stays correct when newer and older logs are added between pages', async () => {
		const { t, c, id } = await setup(family);
		for (let day = 10; day < 17; day++) {
			t.clock.advance(1000);
			await c.log(id, { watchedOn: `2024-06-${day}` });
		}
		const original = (await c.logs()).map((l) => l.watchLogId);
		let newer = '';
		let sameDay = '';
		let older = '';
		const pages = await allPages(c, { limit: 3 }, async (page) => {
			if (page !== 1) return;
			t.clock.advance(1000);
			newer = (await c.log(id, { watchedOn: '2024-12-31' })).watchLogId;
			// Same date as the rows already shown, but created later: it sorts before the cursor.
			sameDay = (await c.log(id, { watchedOn: '2024-06-16' })).watchLogId;
			older = (await c.log(id, { watchedOn: '2024-01-01' })).watchLogId;
		});
		const seen = pages.flat();
		expect(new Set(seen).size).toBe(seen.length);
		expect(seen).not.toContain(newer);
		expect(seen).not.toContain(sameDay);
		expect(seen.filter((x) => x !== older)).toEqual(original);
		expect(seen.at(-1)).toBe(older);
	});

	it('combines mediaRecordId, from and to with paging', async () => {
		const { t, c, id } = await setup(family);
		const other = await c.save(1);
		for (const [recordId, watchedOn] of [
			[id, '2024-02-28'],
			[id, '2024-03-01'],
			[other.id, '2024-03-02'],
			[id, '2024-03-10'],
			[id, '2024-03-10'],
			[other.id, '2024-03-15'],
			[id, '2024-03-31'],
			[id, '2024-04-01']
		] as const) {
			t.clock.advance(1000);
			await c.log(recordId, { watchedOn });
		}
		const filter = { mediaRecordId: id, from: '2024-03-01', to: '2024-03-31' };
		const expected = (await c.logs(filter)).map((l) => l.watchLogId);
		expect(expected).toHaveLength(4);
		const pages = await allPages(c, { ...filter, limit: 3 });
		expect(pages.map((p) => p.length)).toEqual([3, 1]);
		expect(pages.flat()).toEqual(expected);
		const fullPages = await allPages(c, { ...filter, limit: 1, detail: 'full' });
		expect(fullPages.flat()).toEqual(expected);
	});

	it('summary pages hold 100 rows by default, full pages 50', async () => {
		const { c, id } = await setup(family);
		for (let i = 0; i < 101; i++) await c.log(id, { watchedOn: '2024-01-01' });
		const summary = expectOk(await c.queryLogs());
		expect(summary.items).toHaveLength(100);
		expect(summary.nextCursor).not.toBeNull();
		const rest = expectOk(await c.queryLogs({ cursor: summary.nextCursor }));
		expect(rest.items).toHaveLength(1);
		expect(expectOk(await c.queryLogs({ detail: 'full' })).items).toHaveLength(50);
	});

	it('a cursor that does not decode is invalid_input at cursor', async () => {
		const { c } = await setup(family);
		for (const cursor of ['garbage!!', 'eyJ4IjoxfQ', '']) {
			const error = expectError(await c.queryLogs({ cursor }));
			expect([error.code, error.issues?.[0]?.path]).toEqual(['invalid_input', 'cursor']);
		}
	});

	it("a records cursor or the other family's log cursor is refused", async () => {
		const { t, c, id } = await setup(family);
		await c.save(1);
		await c.log(id, { watchedOn: '2024-01-01' });
		await c.log(id, { watchedOn: '2024-01-02' });
		const records = expectOk(await t.app.svc_find({ operation: family.ops.queryRecords, input: { limit: 1 } }));
		expect(records.nextCursor).toEqual(expect.any(String));
		expect(expectError(await c.queryLogs({ cursor: records.nextCursor })).code).toBe('invalid_input');
		const o = familyClient(t.app, otherFamily(family));
		const otherId = (await o.save(0)).id;
		await o.log(otherId, { watchedOn: '2024-01-01' });
		await o.log(otherId, { watchedOn: '2024-01-02' });
		const foreign = expectOk(await o.queryLogs({ limit: 1 })).nextCursor;
		expect(expectError(await c.queryLogs({ cursor: foreign })).issues?.[0]?.path).toBe('cursor');
	});
});
