import type { NavigationTarget } from '@sveltejs/kit';
import { describe, expect, it } from 'vitest';
import { isTitlePage, placeName, placeOf } from '../../../src/lib/ui/came-from';

function target(route: string, url: string, params: Record<string, string> = {}): NavigationTarget {
	return { route: { id: route }, url: new URL(url, 'http://localhost'), params } as NavigationTarget;
}

const PEOPLE = [{ id: 'p1', name: 'Maya', active: true }];

describe('where a title was opened from', () => {
	it('is nowhere on the first page opened, and the back link falls back', () => {
		expect(placeOf(null)).toBeUndefined();
	});

	it('keeps the address with its search, so going there again keeps the filters', () => {
		expect(placeOf(target('/diary', '/diary?from=2024-03-01&to=2024-03-31'))?.href).toBe('/diary?from=2024-03-01&to=2024-03-31');
		expect(placeOf(target('/', '/screenshelf/?kind=movie&q=dune'))?.href).toBe('/screenshelf/?kind=movie&q=dune');
	});

	it('is named after its section, a shelf or search under it included', () => {
		const name = (route: string) => placeName(placeOf(target(route, route))!, PEOPLE);
		expect(name('/')).toBe('Library');
		expect(name('/up-next')).toBe('Up next');
		expect(name('/upcoming')).toBe('Upcoming');
		expect(name('/diary')).toBe('Diary');
		expect(name('/stats')).toBe('Stats');
		expect(name('/discover/[kind]/[providerId]')).toBe('Discover');
		expect(name('/settings')).toBe('Settings');
	});

	it('is named after the person on a person’s page, and “Person” if they are gone', () => {
		expect(placeName(placeOf(target('/people/[id]', '/people/p1', { id: 'p1' }))!, PEOPLE)).toBe('Maya');
		expect(placeName(placeOf(target('/people/[id]', '/people/p9', { id: 'p9' }))!, PEOPLE)).toBe('Person');
	});

	it('is a title’s page from its log form, which names it after the title itself', () => {
		const place = placeOf(target('/title/[kind]/[id]', '/title/tv/tv%3Atmdb%3A1396'))!;
		expect(isTitlePage(place)).toBe(true);
		expect(placeName(place, PEOPLE)).toBeUndefined();
		expect(isTitlePage(placeOf(target('/diary', '/diary'))!)).toBe(false);
	});
});
