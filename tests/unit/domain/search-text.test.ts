/** How titles become search words and queries become prefixes: pure functions, no database. */
import { describe, expect, it } from 'vitest';
import { fold, queryWords, searchWords } from '../../../src/lib/domain/search-text';

/** The records query's rule: every query word starts some indexed word. */
const matches = (query: string, ...texts: (string | undefined)[]) => {
	const words = searchWords(...texts);
	const wanted = queryWords(query);
	return wanted.length > 0 && wanted.every((w) => words.some((s) => s.startsWith(w)));
};

describe('fold', () => {
	it('drops accents and case', () => {
		expect(fold('Amélie')).toBe('amelie');
		expect(fold('ÉCOLE Ñandú')).toBe('ecole nandu');
	});
});

describe('searchWords', () => {
	it('splits titles into distinct folded words, dropping punctuation', () => {
		expect(searchWords('The Lord of the Rings: The Fellowship of the Ring')).toEqual(['the', 'lord', 'of', 'rings', 'fellowship', 'ring']);
		expect(searchWords("Pan's Labyrinth")).toEqual(['pan', 's', 'labyrinth']);
		expect(searchWords('2001: A Space Odyssey')).toEqual(['2001', 'a', 'space', 'odyssey']);
	});

	it('merges several texts and skips missing ones', () => {
		expect(searchWords('Amélie', undefined, null, 'Comedy', 'amelie', '')).toEqual(['amelie', 'comedy']);
		expect(searchWords()).toEqual([]);
	});

	it('caps very long words so the index stays bounded', () => {
		const [word] = searchWords('x'.repeat(100));
		expect(word).toHaveLength(40);
	});

	it('indexes every suffix of a Japanese title, so a middle part can be found', () => {
		const words = searchWords('千と千尋の神隠し');
		expect(words).toContain('千と千尋の神隠し');
		expect(words).toContain('千尋の神隠し');
		expect(words).toContain('神隠し');
	});

	it('does not index suffixes of words in spaced scripts', () => {
		expect(searchWords('Matrix')).toEqual(['matrix']);
	});
});

describe('queryWords', () => {
	it('folds, splits and deduplicates the query', () => {
		expect(queryWords('Amélie, AMELIE!')).toEqual(['amelie']);
		expect(queryWords('  Godfather   PART ii ')).toEqual(['godfather', 'part', 'ii']);
	});

	it('is empty for a blank or punctuation-only query', () => {
		expect(queryWords('')).toEqual([]);
		expect(queryWords(' -- !? ')).toEqual([]);
	});
});

describe('matching a query against a title', () => {
	it('finds by the start of any word, regardless of case and accents', () => {
		expect(matches('amelie', 'Amélie')).toBe(true);
		expect(matches('AMÉL', 'Amelie')).toBe(true);
		expect(matches('ali', 'Aliens')).toBe(true);
		expect(matches('godfather part', 'The Godfather')).toBe(false);
		expect(matches('part godfather', 'The Godfather Part II')).toBe(true);
	});

	it('does not find a Latin title by the middle of a word', () => {
		expect(matches('atrix', 'The Matrix')).toBe(false);
		expect(matches('father', 'The Godfather')).toBe(false);
	});

	it('finds a Japanese title by a substring from its middle', () => {
		expect(matches('千尋', '千と千尋の神隠し')).toBe(true);
		expect(matches('神隠し', 'Spirited Away', '千と千尋の神隠し')).toBe(true);
		expect(matches('尋の神', '千と千尋の神隠し')).toBe(true);
		expect(matches('千尋 away', 'Spirited Away', '千と千尋の神隠し')).toBe(true);
		expect(matches('隠れ', '千と千尋の神隠し')).toBe(false);
	});

	it('finds a Korean title by a later syllable', () => {
		expect(matches('생충', '기생충')).toBe(true);
		expect(matches('충생', '기생충')).toBe(false);
	});

	it('keeps the vowel signs of Hindi titles, so different words stay different', () => {
		expect(matches('लगान', 'लगान')).toBe(true);
		expect(matches('लगन', 'लगान')).toBe(false);
	});

	it('finds a long Korean title by a syllable past its tenth', () => {
		expect(matches('다섯째', '하나둘셋넷다섯여섯일곱여덟아홉열하나의다섯째')).toBe(true);
	});
});
