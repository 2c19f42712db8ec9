/**
 * Country names for the codes TMDB knows, in the reader's language from the browser's own data
 * (Intl.DisplayNames), so no name list ships with the app. A few codes name countries that no
 * longer exist and that Intl does not know; TMDB's English names stand in for them.
 */
import { COUNTRY_CODES } from '$lib/domain/countries';

const FORMER: Record<string, string> = {
	XC: 'Czechoslovakia',
	XG: 'East Germany',
	XI: 'Northern Ireland'
};

export interface CountryName {
	code: string;
	name: string;
}

let names: CountryName[] | undefined;

/** Every code with its name, sorted by name as the reader's language sorts. */
export function countryNames(): CountryName[] {
	if (names) return names;
	const display = new Intl.DisplayNames(undefined, { type: 'region', fallback: 'none' });
	const known = (code: string) => {
		try {
			return display.of(code);
		} catch {
			return undefined;
		}
	};
	names = COUNTRY_CODES.map((code) => ({ code, name: FORMER[code] ?? known(code) ?? code }));
	names.sort((a, b) => a.name.localeCompare(b.name));
	return names;
}

/** The name shown for a code; empty for none. */
export function countryName(code: string): string {
	return code ? (countryNames().find((c) => c.code === code)?.name ?? code) : '';
}

/** The code for what the person typed: a name from the list (any case) or a code; undefined when neither. */
export function countryCode(typed: string): string | undefined {
	const wanted = typed.trim().toLocaleLowerCase();
	if (!wanted) return '';
	return countryNames().find((c) => c.name.toLocaleLowerCase() === wanted || c.code.toLowerCase() === wanted)?.code;
}
