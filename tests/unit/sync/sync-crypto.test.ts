/**
 * Sealed bodies: bound to their document ID, padded so a deletion and a title look alike, opened
 * with a key the page cannot read back; bodies sealed before binding still open.
 */
import { expect, it } from 'vitest';
import { decryptJson, deriveLibraryKey, encryptJson, fromBase64, toBase64, type LibraryKey } from '../../../src/lib/sync/sync-crypto';

const key = await deriveLibraryKey('lantern orbit', toBase64(new Uint8Array(16).fill(7)), 100_000);

/** How a body was sealed before this version: no additional data, no padding, no prefix. */
async function sealedBefore(k: LibraryKey, value: unknown): Promise<string> {
	const iv = new Uint8Array(12).fill(1);
	const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, k.aes, new TextEncoder().encode(JSON.stringify(value))));
	return toBase64(new Uint8Array([...iv, ...sealed]));
}

it('a sealed body opens only under the document ID it was sealed for', async () => {
	const sealed = await encryptJson(key, { key: 'movies:movie:tmdb:603', rating: 'love' }, 'x:first');
	expect(await decryptJson(key, sealed, 'x:first')).toEqual({ key: 'movies:movie:tmdb:603', rating: 'love' });
	await expect(decryptJson(key, sealed, 'x:second')).rejects.toThrow();
});

it('a library sealed before the binding still reads', async () => {
	const old = await sealedBefore(key, { key: 'movies:movie:tmdb:603' });
	expect(await decryptJson(key, old, 'x:anything')).toEqual({ key: 'movies:movie:tmdb:603' });
});

it('a tombstone and a title are sealed to the same length', async () => {
	const tombstone = await encryptJson(key, { key: 'movies:movie:tmdb:603', deleted: true, s: { d: '0mwro18g0000a855ba19' } }, 'x:a');
	const title = await encryptJson(key, { key: 'movies:movie:tmdb:603', deleted: false, row: { title: 'The Matrix', genres: ['Action'], status: 'watched', rating: 'love', journalNotes: 'Saw it twice.' } }, 'x:a');
	expect(fromBase64(tombstone.slice(3)).length).toBe(fromBase64(title.slice(3)).length);
});

it('keeps the key where the page cannot read its bytes', async () => {
	expect(key.aes.extractable).toBe(false);
	expect(key.hmac.extractable).toBe(false);
	await expect(crypto.subtle.exportKey('raw', key.aes)).rejects.toThrow();
});
