/** How titles are folded for sorting and split into search words. */

// Accents and case do not matter to a person typing a title: "amelie" finds "Amélie". Only
// Latin-style accents go: the vowel signs of Indic scripts are letters, and composing again
// keeps Hangul syllables whole.
export function fold(text: string): string {
	return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').normalize('NFC').toLowerCase();
}

const WORD = /[\p{L}\p{N}]+/gu;
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;
const MAX_WORD = 40;
const MAX_UNSPACED_RUN = 30;

/** The distinct folded words of a text, for prefix search. */
export function searchWords(...texts: (string | undefined | null)[]): string[] {
	const words = new Set<string>();
	for (const text of texts) {
		if (!text) continue;
		for (const word of fold(text).match(WORD) ?? []) {
			words.add(word.slice(0, MAX_WORD));
			// Scripts written without spaces have no word breaks to search from, so every
			// suffix is indexed: a prefix match on a suffix is a substring match.
			if (UNSPACED_SCRIPT.test(word)) {
				const run = word.slice(0, MAX_UNSPACED_RUN);
				for (let i = 1; i < run.length; i++) words.add(run.slice(i));
			}
		}
	}
	return [...words];
}

/** The words of a query; each must be the start of some word of a matching title. */
export function queryWords(query: string): string[] {
	return [...new Set((fold(query).match(WORD) ?? []).map((w) => w.slice(0, MAX_WORD)))];
}
