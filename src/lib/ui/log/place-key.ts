/**
 * A watch's place as the spec stores it (`manual:<uuid>`), built from the name the person types.
 * The same name, however it is capitalised or spaced, always gives the same key, so watches at
 * "the Odeon" share one place without anyone seeing or typing a key.
 */

/** How two spellings of one place compare: case, spacing and Unicode composition set aside. */
function normalName(name: string): string {
	return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** 128 bits from four differently seeded FNV-1a passes; a stable name for a key, not a secret. */
function hash128(text: string): number[] {
	return [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b].map((seed) => {
		let h = seed >>> 0;
		for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
		return Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
	});
}

/** `manual:<uuid>` for a place name (a version-8 UUID, the kind RFC 9562 leaves to the application); undefined for none. */
export function placeKeyFor(name: string): string | undefined {
	const normal = normalName(name);
	if (!normal) return undefined;
	const hex = hash128(normal)
		.map((n) => n.toString(16).padStart(8, '0'))
		.join('')
		.split('');
	hex[12] = '8';
	hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
	const h = hex.join('');
	return `manual:${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * The key to store with a watch's place name: the stored one while the name is the one it was
 * stored with (it may come from the Places module, `ext:`), else the one the name gives.
 */
export function placeKeyOf(name: string, stored: { locationLabel?: string; placeKey?: string } | undefined): string | undefined {
	// A key stored without a name (an agent may write one) is kept while the name stays empty too.
	if (stored?.placeKey && normalName(stored.locationLabel ?? '') === normalName(name)) return stored.placeKey;
	return placeKeyFor(name);
}
