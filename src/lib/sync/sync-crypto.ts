/**
 * End-to-end encryption of synced documents (Web Crypto only): a library key from the person's
 * passphrase (PBKDF2-SHA-256 with a per-library salt), AES-GCM for every document body and
 * HMAC-SHA-256 for document IDs, so the server sees neither titles nor row IDs.
 */
export const KDF_ITERATIONS = 600_000;
const IV_BYTES = 12;

export interface LibraryKey {
	/** The derived bits, kept on this device so the passphrase need not be asked again. */
	raw: Uint8Array;
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
	return { raw: bytes, aes, hmac };
}

export async function deriveLibraryKey(passphrase: string, salt: string, iterations = KDF_ITERATIONS): Promise<LibraryKey> {
	const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(passphrase.normalize('NFC')), 'PBKDF2', false, ['deriveBits']);
	const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: fromBase64(salt), iterations }, material, 512);
	return importLibraryKey(new Uint8Array(bits));
}

export async function encryptJson(key: LibraryKey, value: unknown): Promise<string> {
	const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
	const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key.aes, new TextEncoder().encode(JSON.stringify(value))));
	const out = new Uint8Array(IV_BYTES + sealed.length);
	out.set(iv);
	out.set(sealed, IV_BYTES);
	return toBase64(out);
}

/** Throws when the text was not sealed with this key (a wrong passphrase) or was altered. */
export async function decryptJson(key: LibraryKey, text: string): Promise<unknown> {
	const bytes = fromBase64(text);
	const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) }, key.aes, bytes.slice(IV_BYTES));
	return JSON.parse(new TextDecoder().decode(plain));
}

/** A stable, opaque document ID: the same row always maps to the same ID under one key. */
export async function hashedId(key: LibraryKey, plain: string): Promise<string> {
	const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key.hmac, new TextEncoder().encode(plain)));
	return toBase64(mac).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
