// The log form's draft: what a new watch starts from, and the body it sends.
import { describe, expect, it } from 'vitest';
import type { WatchLog } from '../../../src/lib/domain/watch-logs';
import { bodyOf, draftFrom } from '../../../src/lib/ui/log/log-draft';
import { placeKeyFor } from '../../../src/lib/ui/log/place-key';
import { daysAgo } from '../../../src/lib/ui/log/watch-day';

const stored = (fields: Partial<WatchLog>) => ({ watchedOn: '1999-03-31', watchedOnDefaulted: false, platformType: 'theater', ...fields }) as WatchLog;

describe('a new watch', () => {
	it('is dated today, where this device last watched the kind, and sends that date', () => {
		const draft = draftFrom(undefined, undefined, { platformType: 'streaming', platformService: 'Netflix', platformCountry: 'GB' }, '2026-05-04');
		expect(draft).toMatchObject({ watchedOn: '2026-05-04', dateUnknown: false, platformType: 'streaming', platformService: 'Netflix', platformCountry: 'GB' });
		expect(bodyOf('movie', 'movie:tmdb:603', draft, undefined)).toMatchObject({ watchedOn: '2026-05-04', platformType: 'streaming', platformService: 'Netflix' });
	});

	it('sends no date when the person does not remember it, so the service files it on its default date', () => {
		const draft = { ...draftFrom(undefined, undefined, { platformType: 'television' }, '2026-05-04'), dateUnknown: true };
		expect(bodyOf('tv', 'tv:tmdb:1396', draft, undefined).watchedOn).toBeUndefined();
	});
});

describe('a stored watch', () => {
	it('keeps its defaulted date unknown, and its own platform rather than the device habit', () => {
		const draft = draftFrom(stored({ watchedOnDefaulted: true, platformType: 'theater' }), undefined, { platformType: 'television' }, '2026-05-04');
		expect(draft).toMatchObject({ dateUnknown: true, platformType: 'theater' });
		expect(bodyOf('movie', 'movie:tmdb:603', draft, undefined).watchedOn).toBeUndefined();
	});

	it('stays a rewatch when edited, and a watch never said to be one sends none', () => {
		const rewatch = draftFrom(stored({ rewatch: true }), undefined, { platformType: 'theater' }, '2026-05-04');
		expect(bodyOf('movie', 'movie:tmdb:603', rewatch, undefined).rewatch).toBe(true);
		const first = draftFrom(stored({}), undefined, { platformType: 'theater' }, '2026-05-04');
		expect(bodyOf('movie', 'movie:tmdb:603', first, undefined)).not.toHaveProperty('rewatch', expect.anything());
	});
});

describe('a place', () => {
	it('is named, and its key is built from the name: the same place however it is typed', () => {
		const key = placeKeyFor('The Odeon');
		expect(key).toMatch(/^manual:[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
		expect(placeKeyFor('  the   ODEON ')).toBe(key);
		expect(placeKeyFor('Home')).not.toBe(key);
		expect(placeKeyFor('   ')).toBeUndefined();
	});

	it('keeps a key from the Places module while the name is unchanged, and builds a new one when renamed', () => {
		const log = stored({ placeKey: 'ext:odeon-leicester-square', locationLabel: 'Odeon' });
		const draft = draftFrom(log, undefined, { platformType: 'theater' }, '2026-05-04');
		expect(bodyOf('movie', 'movie:tmdb:603', draft, log).placeKey).toBe('ext:odeon-leicester-square');
		expect(bodyOf('movie', 'movie:tmdb:603', { ...draft, locationLabel: 'Home' }, log).placeKey).toBe(placeKeyFor('Home'));
	});
});

describe('days', () => {
	it('count back on the device calendar, across a month end', () => {
		expect(daysAgo(0, new Date(2026, 2, 1, 0, 30))).toBe('2026-03-01');
		expect(daysAgo(1, new Date(2026, 2, 1, 0, 30))).toBe('2026-02-28');
	});
});
