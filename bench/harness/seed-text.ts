/** Text for the generated library: titles, overviews, notes, names and dates that read like a real diary. */
import type { Random } from './prng';
import {
	FIRST_NAMES,
	LAST_NAMES,
	OPENERS,
	PEOPLE,
	PLOTS,
	REACTIONS,
	TITLE_ADJECTIVES,
	TITLE_NOUNS
} from './word-lists';

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const SYLLABLES = ['ka', 'zo', 'ri', 'vel', 'mar', 'thu', 'lin', 'dor', 'esh', 'qua', 'bri', 'nox', 'tal', 'umi', 'yor', 'gha', 'sev', 'pel'];

/** A made-up place or hero name ("Velnoxri"): thousands of them, so most are rare words. */
function nameOf(random: Random): string {
	return capital(Array.from({ length: 3 }, () => random.pick(SYLLABLES)).join(''));
}

export function titleOf(random: Random): string {
	const noun = () => capital(random.pickSkewed(TITLE_NOUNS));
	const adjective = () => capital(random.pickSkewed(TITLE_ADJECTIVES));
	if (random.chance(0.12)) return random.chance(0.5) ? `The ${nameOf(random)} ${noun()}` : `${nameOf(random)}`;
	switch (random.int(0, 7)) {
		case 0:
			return `The ${adjective()} ${noun()}`;
		case 1:
			return `${noun()} of the ${noun()}`;
		case 2:
			return `${random.pick(FIRST_NAMES)}'s ${noun()}`;
		case 3:
			return `${adjective()} ${noun()}`;
		case 4:
			return `The ${noun()}`;
		case 5:
			return `A ${noun()} in ${random.pick(['Paris', 'Mumbai', 'Tokyo', 'Winter', 'Spring', 'the Hills', 'Kerala', 'Lisbon'])}`;
		case 6:
			return `${noun()} ${random.int(2, 4)}`;
		default:
			return `${adjective()} ${noun()}, ${adjective()} ${noun()}`;
	}
}

export function overviewOf(random: Random): string {
	const first = `${random.pick(OPENERS)} ${random.pick(PEOPLE)} ${random.pick(PLOTS)}.`;
	return random.chance(0.5) ? `${first} ${capital(random.pick(PLOTS))} in a ${random.pickSkewed(TITLE_NOUNS)} far from home.` : first;
}

export function notesOf(random: Random, sentences: number): string {
	return Array.from({ length: sentences }, () => random.pick(REACTIONS)).join(' ');
}

export function personNameOf(random: Random): string {
	return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
}

const DAY = 86_400_000;

/** A calendar date between two ISO dates, both included. */
export function dateBetween(random: Random, from: string, to: string): string {
	const start = Date.parse(`${from}T00:00:00Z`);
	const days = Math.round((Date.parse(`${to}T00:00:00Z`) - start) / DAY);
	return new Date(start + random.int(0, days) * DAY).toISOString().slice(0, 10);
}

/** An ISO timestamp on a given day, at a plausible evening hour. */
export function timestampOn(random: Random, date: string): string {
	const hh = String(random.int(8, 23)).padStart(2, '0');
	const mm = String(random.int(0, 59)).padStart(2, '0');
	const ss = String(random.int(0, 59)).padStart(2, '0');
	return `${date}T${hh}:${mm}:${ss}.${String(random.int(0, 999)).padStart(3, '0')}Z`;
}

export function posterPathOf(random: Random): string {
	return `/${random.hex(27)}.jpg`;
}
