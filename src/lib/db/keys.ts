/** Index keys and opaque keyset cursors. */
import { invalidInput } from '../domain/errors';
import { fold } from '../domain/search-text';

const CONTROL = /[\u0000-\u001f\u007f]/g;

export function recordSortKey(title: string, id: string): string {
	return `${fold(title).replace(CONTROL, '')}\u0000${id}`;
}

/** A word-index key: the word, then the record's sort key, so one word's records come in title order. */
export function wordKey(word: string, sortKey: string): string {
	return `${word}\u0000${sortKey}`;
}

export function wordOfKey(key: string): string {
	return key.slice(0, key.indexOf('\u0000'));
}

/** The record's sort key in a word-index key (words hold no NUL; sort keys do). */
export function sortKeyOfKey(key: string): string {
	return key.slice(key.indexOf('\u0000') + 1);
}

export function logSortKey(watchedOn: string, createdAt: string, watchLogId: string): string {
	return `${watchedOn}|${createdAt}|${watchLogId}`;
}

export function companionKey(personId: string, sortKey: string): string {
	return `${personId}\u0000${sortKey}`;
}

/** A cursor names what it pages (so one from another query is refused) and the last sort key. */
export function encodeCursor(scope: string, sortKey: string): string {
	const bytes = new TextEncoder().encode(JSON.stringify([scope, sortKey]));
	let binary = '';
	for (const b of bytes) binary += String.fromCharCode(b);
	return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeCursor(scope: string, cursor: string): string {
	try {
		const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
		const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
		const parsed: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
		if (Array.isArray(parsed) && parsed.length === 2 && parsed[0] === scope && typeof parsed[1] === 'string') {
			return parsed[1];
		}
	} catch {
		// Falls through to the one error below: any cursor we did not make is refused the same way.
	}
	throw invalidInput('cursor', 'is not a cursor from this query; pass the nextCursor of a previous page');
}
