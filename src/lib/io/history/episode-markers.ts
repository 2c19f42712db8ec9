/**
 * The number an episode's name carries in words of its own: "Chapter Two: The Weirdo on Maple
 * Street", "Hoofdstuk 5: The Flea and the Acrobat", "Capítulo cinquenta e sete", "Aflevering 8",
 * "Part Four". Netflix writes the word in the account's language and the episode guide in the
 * provider's, so their names differ where their numbers do not: the number places the episode
 * when the name cannot, and tells an episode row from a film's subtitle.
 */
import { fold } from '../../domain/search-text';

export type MarkerKind = 'episode' | 'chapter' | 'part';

export interface EpisodeMarker {
	kind: MarkerKind;
	number: number;
	/** The name after the marker ("The Weirdo on Maple Street"), or '' when the marker is the whole name. */
	rest: string;
}

const WORDS: Record<MarkerKind, string[]> = {
	episode: ['episode', 'episodio', 'épisode', 'folge', 'aflevering', 'odcinek', 'jakso', 'avsnitt', 'afsnit', 'episodi', 'epizoda', 'epizod', 'bölüm'],
	chapter: ['chapter', 'hoofdstuk', 'capitulo', 'kapitel', 'chapitre', 'capitolo', 'rozdział', 'kapitola', 'luku'],
	part: ['part', 'deel', 'teil', 'parte', 'partie', 'del', 'część']
};
const KIND_OF = new Map(Object.entries(WORDS).flatMap(([kind, words]) => words.map((w) => [fold(w), kind as MarkerKind])));

// One to nineteen and the tens, in the languages Netflix's episode names most often come in
// (English, Dutch, Spanish, Portuguese, German, French, Italian), folded.
const UNITS: string[][] = [
	['one', 'een', 'uno', 'una', 'um', 'eins', 'ein', 'un', 'une'],
	['two', 'twee', 'dos', 'dois', 'duas', 'zwei', 'deux', 'due'],
	['three', 'drie', 'tres', 'drei', 'trois', 'tre'],
	['four', 'vier', 'cuatro', 'quatro', 'quatre', 'quattro'],
	['five', 'vijf', 'cinco', 'funf', 'cinq', 'cinque'],
	['six', 'zes', 'seis', 'sechs', 'sei'],
	['seven', 'zeven', 'siete', 'sete', 'sieben', 'sept', 'sette'],
	['eight', 'acht', 'ocho', 'oito', 'huit', 'otto'],
	['nine', 'negen', 'nueve', 'nove', 'neun', 'neuf'],
	['ten', 'tien', 'diez', 'dez', 'zehn', 'dix', 'dieci'],
	['eleven', 'elf', 'once', 'onze', 'undici'],
	['twelve', 'twaalf', 'doce', 'doze', 'zwolf', 'douze', 'dodici'],
	['thirteen', 'dertien', 'trece', 'treze', 'dreizehn', 'treize', 'tredici'],
	['fourteen', 'veertien', 'catorce', 'catorze', 'quatorze', 'vierzehn', 'quattordici'],
	['fifteen', 'vijftien', 'quince', 'quinze', 'funfzehn', 'quindici'],
	['sixteen', 'zestien', 'dieciseis', 'dezesseis', 'dezasseis', 'sechzehn', 'seize', 'sedici'],
	['seventeen', 'zeventien', 'diecisiete', 'dezessete', 'dezassete', 'siebzehn', 'dix-sept', 'diciassette'],
	['eighteen', 'achttien', 'dieciocho', 'dezoito', 'achtzehn', 'dix-huit', 'diciotto'],
	['nineteen', 'negentien', 'diecinueve', 'dezenove', 'dezanove', 'neunzehn', 'dix-neuf', 'diciannove']
];
const TENS: string[][] = [
	['twenty', 'twintig', 'veinte', 'veinti', 'vinte', 'zwanzig', 'vingt', 'venti'],
	['thirty', 'dertig', 'treinta', 'trinta', 'dreissig', 'trente', 'trenta'],
	['forty', 'veertig', 'cuarenta', 'quarenta', 'vierzig', 'quarante', 'quaranta'],
	['fifty', 'vijftig', 'cincuenta', 'cinquenta', 'funfzig', 'cinquante', 'cinquanta'],
	['sixty', 'zestig', 'sesenta', 'sessenta', 'sechzig', 'soixante', 'sessanta'],
	['seventy', 'zeventig', 'setenta', 'siebzig', 'settanta'],
	['eighty', 'tachtig', 'ochenta', 'oitenta', 'achtzig', 'ottanta'],
	['ninety', 'negentig', 'noventa', 'neunzig', 'novanta']
];
const table = (rows: string[][], step: number, from: number) => new Map(rows.flatMap((words, i) => words.map((w) => [w, from + i * step])));
const UNIT = table(UNITS, 1, 1);
const TEN = table(TENS, 10, 20);

/** A number written in figures or words: "08", "Two", "cinquenta e sete", "Fifty-Seven", "eenentwintig", "veintidós". */
export function numberOf(text: string): number | null {
	const t = fold(text.trim()).replace(/ß/g, 'ss');
	if (/^\d{1,3}$/.test(t)) return Number(t);
	const simple = UNIT.get(t) ?? TEN.get(t);
	if (simple !== undefined) return simple;
	for (const [word, tens] of TEN) {
		// Tens first: "fifty-seven", "cinquenta e sete", "vingt et un", "veintidos", and Italian's "ventotto", the vowel dropped.
		for (const stem of [word, word.slice(0, -1)]) {
			const unit = t.startsWith(stem) ? UNIT.get(t.slice(stem.length).replace(/^(?:-| y | e | et | )/, '')) : undefined;
			if (unit !== undefined && unit < 10) return tens + unit;
		}
	}
	for (const [word, unit] of UNIT) {
		// Units first, as Dutch and German write them: "zevenenvijftig", "siebenundfunfzig".
		const joined = unit < 10 && t.startsWith(word) ? /^(?:en|und)(\p{L}+)$/u.exec(t.slice(word.length)) : null;
		const tens = joined ? TEN.get(joined[1]!) : undefined;
		if (tens !== undefined) return tens + unit;
	}
	return null;
}

/** The marker an episode's name opens with ("Chapter Two: ..."), or null when it opens with none. */
export function episodeMarker(name: string): EpisodeMarker | null {
	const cut = name.indexOf(': ');
	const head = (cut === -1 ? name : name.slice(0, cut)).trim();
	const space = head.indexOf(' ');
	if (space === -1) return null;
	const kind = KIND_OF.get(fold(head.slice(0, space)));
	const number = kind && numberOf(head.slice(space + 1));
	if (!kind || !number) return null;
	return { kind, number, rest: cut === -1 ? '' : name.slice(cut + 2).trim() };
}
