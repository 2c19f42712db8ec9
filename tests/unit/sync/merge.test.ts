/**
 * The conflict rule as a pure function: field by field (a log's range as one), the greater stamp
 * wins; merging is commutative, associative and idempotent, so every device ends the same.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactStamps, isDeleted } from '../../../src/lib/domain/field-stamps';
import { formatStamp } from '../../../src/lib/domain/hlc';
import { merge, sameVersion, type Version } from '../../../src/lib/sync/merge';

const stamp = (millis: number, node = 'a') => formatStamp({ millis: 1_700_000_000_000 + millis, counter: 0, node });
const TABLE = 'tvWatchLogs';

describe('two devices that changed different fields of one row', () => {
	it('both keep both changes; the same field goes to the greater stamp', () => {
		const base = { id: 't', status: 'watching', tags: [] as string[], rating: 'okay' };
		const onHold: Version = { row: { ...base, status: 'on_hold', rating: 'like' }, stamps: compactStamps(new Map([['id', stamp(0)], ['status', stamp(5, 'a')], ['tags', stamp(0)], ['rating', stamp(5, 'a')]]), stamp(0)) };
		const tagged: Version = { row: { ...base, tags: ['cosy'], rating: 'love' }, stamps: compactStamps(new Map([['id', stamp(0)], ['status', stamp(0)], ['tags', stamp(7, 'b')], ['rating', stamp(7, 'b')]]), stamp(0)) };
		expect(merge('tvSeries', onHold, tagged).row).toEqual({ id: 't', status: 'on_hold', tags: ['cosy'], rating: 'love' });
	});

	it("a log's season/episode range moves as one", () => {
		const a: Version = { row: { seasonFrom: 1, episodeFrom: 1, episodeTo: 3 }, stamps: { t: stamp(9) } };
		const b: Version = { row: { seasonFrom: 2, episodeFrom: 4 }, stamps: { t: stamp(3) } };
		expect(merge(TABLE, a, b).row).toEqual({ seasonFrom: 1, episodeFrom: 1, episodeTo: 3 });
	});

	it('a deletion stamped after every edit deletes; an edit stamped after the deletion brings the row back', () => {
		const row: Version = { row: { id: 'x', notes: 'a' }, stamps: { t: stamp(1) } };
		const gone: Version = { stamps: { d: stamp(5) } };
		expect(isDeleted(merge(TABLE, row, gone).stamps)).toBe(true);
		const edited: Version = { row: { id: 'x', notes: 'b' }, stamps: { t: stamp(1), f: { notes: stamp(8) } } };
		const back = merge(TABLE, merge(TABLE, row, gone), edited);
		expect(isDeleted(back.stamps)).toBe(false);
		expect(back.row).toEqual({ id: 'x', notes: 'b' });
	});
});

const FIELDS = ['status', 'rating', 'notes', 'seasonFrom', 'episodeFrom'];
const version: fc.Arbitrary<Version> = fc
	.record({
		values: fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(fc.constantFrom('a', 'b', 'c'), fc.integer({ min: 1, max: 3 }))),
		stamps: fc.dictionary(fc.constantFrom(...FIELDS.map((f) => (f.endsWith('From') ? 'range' : f))), fc.integer({ min: 0, max: 4 })),
		t: fc.integer({ min: 0, max: 4 }),
		d: fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
		node: fc.constantFrom('a', 'b', 'c'),
		tombstone: fc.boolean()
	})
	.map(({ values, stamps, t, d, node, tombstone }) => ({
		...(tombstone ? {} : { row: values }),
		stamps: {
			t: stamp(t, node),
			...(Object.keys(stamps).length ? { f: Object.fromEntries(Object.entries(stamps).map(([g, m]) => [g, stamp(m, node)])) } : {}),
			...(d !== undefined ? { d: stamp(d, node) } : {})
		}
	}));

describe('the merge as a function', () => {
	it('is commutative, associative and idempotent', () => {
		fc.assert(
			fc.property(version, version, version, (a, b, c) => {
				expect(sameVersion(merge(TABLE, a, b), merge(TABLE, b, a))).toBe(true);
				expect(sameVersion(merge(TABLE, merge(TABLE, a, b), c), merge(TABLE, a, merge(TABLE, b, c)))).toBe(true);
				const ab = merge(TABLE, a, b);
				expect(sameVersion(merge(TABLE, ab, ab), ab)).toBe(true);
			}),
			{ numRuns: 500 }
		);
	});
});
