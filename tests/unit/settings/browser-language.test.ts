// The language TMDB is asked in when the person chose none: the browser's, as one of TMDB's tags.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLanguage, tmdbLanguage } from '../../../src/lib/settings/browser-language';

afterEach(() => {
	vi.unstubAllGlobals();
});

describe("the browser's language as TMDB's", () => {
	it('keeps a tag TMDB translates into as it is', () => {
		expect(['pt-BR', 'it-IT', 'nl-NL', 'pt-PT', 'fr-CA', 'en-GB'].map((tag) => tmdbLanguage([tag]))).toEqual(['pt-BR', 'it-IT', 'nl-NL', 'pt-PT', 'fr-CA', 'en-GB']);
	});

	it("gives a language alone, or in a country TMDB has no translation for, the language's main country", () => {
		expect(['it', 'nl', 'pt', 'de', 'es', 'ja', 'en', 'en-DE', 'nl-SR', 'pt-CH'].map((tag) => tmdbLanguage([tag]))).toEqual([
			'it-IT',
			'nl-NL',
			'pt-BR',
			'de-DE',
			'es-ES',
			'ja-JP',
			'en-US',
			'en-US',
			'nl-NL',
			'pt-BR'
		]);
	});

	it("reads scripts, Latin America's Spanish and Filipino as TMDB names them", () => {
		expect(['zh-Hant-TW', 'zh-Hant', 'zh-Hans', 'es-419', 'fil', 'PT-br'].map((tag) => tmdbLanguage([tag]))).toEqual(['zh-TW', 'zh-TW', 'zh-CN', 'es-MX', 'tl-PH', 'pt-BR']);
	});

	it('takes the first of the preferred languages TMDB translates into, else English', () => {
		expect(tmdbLanguage(['gsw-CH', 'nl-BE', 'en-US'])).toBe('nl-BE');
		expect(tmdbLanguage(['not a tag', 'it'])).toBe('it-IT');
		expect(tmdbLanguage(['gsw', 'yo-NG'])).toBe('en-US');
		expect(tmdbLanguage([])).toBe('en-US');
	});

	it("reads the browser's preferences, and English where there is no browser", () => {
		expect(browserLanguage()).toBe('en-US');
		vi.stubGlobal('navigator', { language: 'it', languages: ['it', 'en-US'] });
		expect(browserLanguage()).toBe('it-IT');
	});
});
