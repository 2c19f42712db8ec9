/**
 * Where a title's page or its log form was opened from (the Diary, Up next, a person's page...),
 * so that its back link names that place and returns to it as it was left: going back in the
 * browser's history keeps the place's scroll, filters and query, which a new visit would not.
 */
import type { NavigationTarget } from '@sveltejs/kit';
import type { PersonView } from '../domain/people';
import { SECTIONS } from './sections';

/** A page of the app something was opened from; the history entry just behind it. */
export interface Place {
	/** Its address, with its search (a shelf's kind, a query). */
	href: string;
	route: string;
	/** Whose page it is, on a person's page: the place is named after them. */
	person?: string;
}

const PERSON_ROUTE = '/people/[id]';
const TITLE_ROUTE = '/title/[kind]/[id]';

/** The page a navigation came from; none on the first page opened. */
export function placeOf(from: NavigationTarget | null): Place | undefined {
	const route = from?.route.id;
	if (!from || !route) return undefined;
	const place: Place = { href: `${from.url.pathname}${from.url.search}`, route };
	if (route === PERSON_ROUTE && from.params?.id) place.person = from.params.id;
	return place;
}

/** Whether the place is a title's own page, which its log form goes back to. */
export function isTitlePage(place: Place): boolean {
	return place.route === TITLE_ROUTE;
}

/**
 * What the back link calls the place: its section, or the person whose page it is. Undefined for a
 * title's pages, which the caller names after the title.
 */
export function placeName(place: Place, people: readonly PersonView[]): string | undefined {
	if (place.person !== undefined) return people.find(({ id }) => id === place.person)?.name ?? 'Person';
	if (place.route === '/settings') return 'Settings';
	if (place.route.startsWith('/title/')) return undefined;
	return SECTIONS.find(({ href }) => place.route === href || (href !== '/' && place.route.startsWith(`${href}/`)))?.label;
}
