/**
 * End-to-end encryption of synced documents (Web Crypto only): a library key from the person's
 * passphrase (PBKDF2-SHA-256 with a per-library salt), AES-GCM for every document body and
 * HMAC-SHA-256 for document IDs, so the server sees neither titles nor row IDs. A sealed body is
 * bound to its document ID (AES-GCM additional data) and padded to a size bucket, so it cannot be
 * moved under another row and its length does not tell a deletion from a title; bodies sealed
 * before that (no `v2.` prefix) still open.
 */
export const KDF_ITERATIONS = 600_000;
/** The most key-derivation rounds a library's description may ask for: more would hang the device. */
export const KDF_MAX_ITERATIONS = 10_000_000;
const IV_BYTES = 12;
const SEALED_V2 = 'v2.';
/** The smallest padded size: a tombstone, a log and a short title look alike. */
const PAD_FROM = 512;

/** The library key, as keys the page can use but never read back (non-extractable). */
export interface LibraryKey {
	aes: CryptoKey;
	hmac: CryptoKey;
}

export function toBase64(bytes: Uint8Array): string {
	let binary = '';
	for (const b of bytes) binary += String.fromCharCode(b);
	return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
	return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

export function randomSalt(): string {
	return toBase64(crypto.getRandomValues(new Uint8Array(16)));
}

export async function importLibraryKey(raw: Uint8Array): Promise<LibraryKey> {
	const bytes = Uint8Array.from(raw);
	const [aes, hmac] = await Promise.all([
		crypto.subtle.importKey('raw', bytes.slice(0, 32), 'AES-GCM', false, ['encrypt', 'decrypt']),
		crypto.subtle.importKey('raw', bytes.slice(32, 64), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
	]);
	bytes.fill(0);
	return { aes, hmac };
}

export async function deriveLibraryKey(passphrase: string, salt: string, iterations = KDF_ITERATIONS): Promise<LibraryKey> {
	const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(passphrase.normalize('NFC')), 'PBKDF2', false, ['deriveBits']);
	const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: fromBase64(salt), iterations }, material, 512);
	return importLibraryKey(new Uint8Array(bits));
}

/** JSON padded with trailing spaces (which JSON.parse ignores) to the next power of two from PAD_FROM bytes. */
function padded(value: unknown): Uint8Array<ArrayBuffer> {
	const json = new TextEncoder().encode(JSON.stringify(value));
	let size = PAD_FROM;
	while (size < json.length) size *= 2;
	const out = new Uint8Array(size).fill(0x20);
	out.set(json);
	return out;
}

/** Seals a value, bound to `boundTo` (the document's ID): it opens only under that ID. */
export async function encryptJson(key: LibraryKey, value: unknown, boundTo: string): Promise<string> {
	const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
	const additionalData = new TextEncoder().encode(boundTo);
	const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, key.aes, padded(value)));
	const out = new Uint8Array(IV_BYTES + sealed.length);
	out.set(iv);
	out.set(sealed, IV_BYTES);
	return SEALED_V2 + toBase64(out);
}

/** Throws when the text was not sealed with this key (a wrong passphrase), for this ID, or was altered. */
export async function decryptJson(key: LibraryKey, text: string, boundTo: string): Promise<unknown> {
	const bound = text.startsWith(SEALED_V2);
	const bytes = fromBase64(bound ? text.slice(SEALED_V2.length) : text);
	const params: AesGcmParams = { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES), ...(bound ? { additionalData: new TextEncoder().encode(boundTo) } : {}) };
	const plain = await crypto.subtle.decrypt(params, key.aes, bytes.slice(IV_BYTES));
	return JSON.parse(new TextDecoder().decode(plain));
}

/** A stable, opaque document ID: the same row always maps to the same ID under one key. */
export async function hashedId(key: LibraryKey, plain: string): Promise<string> {
	const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key.hmac, new TextEncoder().encode(plain)));
	return toBase64(mac).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
