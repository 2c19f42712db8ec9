/**
 * Text queries matching more than 200 titles take the title-order walk of records-repo
 * matchPage instead of reading every match; pages must come out the same. 300 titles that do
 * not match sort first, so the walk needs several chunks before it finds a page.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Tools } from '../../../../src/lib/gateway';
import { FAMILIES, type Family } from '../../../fixtures/families';
import { familyClient } from '../../../fixtures/family-calls';
import { openTestGateway } from '../../../fixtures/gateway';

const COUNT = 260;
const pad = (n: number) => String(n).padStart(3, '0');
const isMarathon = (i: number) => i % 7 !== 0;
const isWatched = (i: number) => i % 3 === 0;
const titles = (keep: (i: number) => boolean) =>
	Array.from({ length: COUNT }, (_, i) => i)
		.filter(keep)
		.map((i) => `Take ${pad(i)}`);

/** 300 unrelated titles, then 260 titles "Take NNN": 222 mention a marathon, every third is watched. */
async function seed(app: Tools, f: Family) {
	const c = familyClient(app, f);
	for (let i = 0; i < 300; i++) {
		await c.saveBody(f.body({ title: `Aside ${pad(i)}`, overview: 'A side story.', status: isWatched(i) ? 'watched' : 'want_to_watch' }, String(30_000 + i)));
	}
	for (let i = 0; i < COUNT; i++) {
		await c.saveBody(
			f.body(
				{ title: `Take ${pad(i)}`, overview: isMarathon(i) ? 'A marathon night.' : 'A quiet night.', status: isWatched(i) ? 'watched' : 'want_to_watch' },
				String(10_000 + i)
			)
		);
	}
}

describe.each(FAMILIES.map((f) => [f.ops.queryRecords, f] as [string, Family]))('%s with more than 200 matches', (_name, f) => {
	let app: Tools;
	beforeAll(async () => {
		app = (await openTestGateway()).app;
		await seed(app, f);
	}, 60_000);

	it('pages through all 222 matches in title order, without repeats or gaps', async () => {
		const expected = titles(isMarathon);
		expect(expected.length).toBeGreaterThan(200);
		const first = await familyClient(app, f).recordPage({ query: 'marathon' });
		expect(first.items.map((r) => r.title)).toEqual(expected.slice(0, 50));
		for (const limit of [50, 7, 500]) {
			expect((await familyClient(app, f).allRecords({ query: 'marathon', limit })).map((r) => r.title)).toEqual(expected);
		}
	});

	it('matches every title when all of them share the word', async () => {
		const all = await familyClient(app, f).allRecords({ query: 'NIGHT', limit: 120 });
		expect(all.map((r) => r.title)).toEqual(titles(() => true));
	});

	it('combines the text with a status filter', async () => {
		const expected = titles((i) => isMarathon(i) && isWatched(i));
		expect((await familyClient(app, f).allRecords({ query: 'marathon', status: 'watched', limit: 9 })).map((r) => r.title)).toEqual(expected);
		expect((await familyClient(app, f).recordPage({ query: 'marathon take', status: 'dropped' })).items).toEqual([]);
	});

	it('narrows with a second word below 200 matches and gives the same order', async () => {
		const expected = titles((i) => isMarathon(i)).filter((t) => t.startsWith('Take 1'));
		expect((await familyClient(app, f).allRecords({ query: 'marathon 1', limit: 11 })).map((r) => r.title)).toEqual(expected);
	});

	it('stays correct when matching titles are saved between pages', async () => {
		const fresh = (await openTestGateway()).app;
		await seed(fresh, f);
		const first = await familyClient(fresh, f).recordPage({ query: 'marathon', limit: 60 });
		const cursorTitle = first.items.at(-1).title;
		await familyClient(fresh, f).saveBody(f.body({ title: 'Take 000 bis', overview: 'marathon' }, '20001'));
		await familyClient(fresh, f).saveBody(f.body({ title: 'Take 200 bis', overview: 'marathon' }, '20002'));
		const rest = (await familyClient(fresh, f).allRecords({ query: 'marathon', limit: 60, cursor: first.nextCursor })).map((r) => r.title);
		const old = titles(isMarathon);
		const expected = [...old.slice(old.indexOf(cursorTitle) + 1)];
		expected.splice(expected.indexOf('Take 200') + 1, 0, 'Take 200 bis');
		expect(rest).toEqual(expected);
	}, 30_000);
});
