/**
 * The settings rows of the details fetch (details-queue.ts), apart, so the first screen can ask
 * whether titles wait without loading the list's code: the list itself, and the language this
 * device last had its saved titles' details in.
 */
export const DETAILS_KEY = 'detailsToFetch';
export const TITLES_LANGUAGE_KEY = 'titlesLanguage';

/**
 * The language lookups answer in now, and the one a library from before this device kept its
 * titles' language had them in: the one chosen in Settings as it opened, else English, since
 * answers did not follow the browser then.
 */
export interface CatalogLanguage {
	now(): string;
	before: string;
}

/** The language the saved titles' details are in, as far as this device knows. */
export function titlesLanguage(kept: unknown, language: CatalogLanguage): string {
	return typeof kept === 'string' ? kept : language.before;
}
