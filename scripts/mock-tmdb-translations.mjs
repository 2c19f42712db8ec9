// A few titles of the demo catalog in other languages, as TMDB's `language` parameter gives them
// (the titles TMDB shows for them in Brazil and Italy; the overviews are short ones of our own).
// Every other title, and every other language, answers in English, as TMDB falls back to its
// default where it has no translation; the original title never changes.
// Node built-ins only (none needed).

/** @type {Record<string, Record<string, { title: string, overview?: string }>>} by `kind:id`, then language */
export const TRANSLATIONS = {
	'movie:238': {
		'pt-BR': {
			title: 'O Poderoso Chefão',
			overview: 'Em 1945, Don Vito Corleone comanda uma das famílias mafiosas de Nova York, e seu filho caçula, Michael, de volta da guerra, acaba levado aos negócios da família.'
		},
		'it-IT': {
			title: 'Il padrino',
			overview: 'New York, 1945: don Vito Corleone guida una delle famiglie mafiose della città, e il figlio minore Michael, tornato dalla guerra, finisce trascinato negli affari di famiglia.'
		}
	},
	'movie:240': { 'pt-BR': { title: 'O Poderoso Chefão: Parte II' }, 'it-IT': { title: 'Il padrino - Parte II' } },
	'movie:105': { 'pt-BR': { title: 'De Volta para o Futuro' }, 'it-IT': { title: 'Ritorno al futuro' } },
	'movie:578': { 'pt-BR': { title: 'Tubarão' }, 'it-IT': { title: 'Lo squalo' } },
	'movie:129': { 'pt-BR': { title: 'A Viagem de Chihiro' }, 'it-IT': { title: 'La città incantata' } },
	'movie:274': { 'pt-BR': { title: 'O Silêncio dos Inocentes' }, 'it-IT': { title: 'Il silenzio degli innocenti' } },
	'movie:429': { 'pt-BR': { title: 'Três Homens em Conflito' }, 'it-IT': { title: 'Il buono, il brutto, il cattivo' } },
	'movie:1417': { 'pt-BR': { title: 'O Labirinto do Fauno' }, 'it-IT': { title: 'Il labirinto del fauno' } },
	'tv:1396': { 'pt-BR': { title: 'Breaking Bad: A Química do Mal' } }
};

/**
 * A title's name and overview in `language`, else as the catalog has them.
 * @param {'movie' | 'tv'} kind @param {{ id: number, title: string, overview: string }} t @param {string} language
 */
export function translated(kind, t, language) {
	const found = TRANSLATIONS[`${kind}:${t.id}`]?.[language];
	return { title: found?.title ?? t.title, overview: found?.overview ?? t.overview, translated: found !== undefined };
}

/** Every translated name of a title: TMDB's search finds a title by any of them, whatever the language asked. @param {'movie' | 'tv'} kind @param {number} id */
export const translatedNames = (kind, id) => Object.values(TRANSLATIONS[`${kind}:${id}`] ?? {}).map((x) => x.title);
