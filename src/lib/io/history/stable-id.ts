/**
 * IDs derived from what an export says, so the same entry imported twice is the same row.
 * FNV-1a over 64 bits: synchronous, the same in every browser and in Node, and with a few
 * thousand entries per export a collision is out of reach (about 1 in 10^12).
 */
const OFFSET = 0xcbf29ce484222325n;
const PRIME = 0x100000001b3n;
const MASK = (1n << 64n) - 1n;

export function hash64(text: string): string {
	let h = OFFSET;
	for (const byte of new TextEncoder().encode(text)) h = ((h ^ BigInt(byte)) * PRIME) & MASK;
	return h.toString(16).padStart(16, '0');
}

/** A watch log's ID: `letterboxd:4f0c…`, well inside the ID rules (no control characters, short). */
export function historyLogId(source: string, entryKey: string): string {
	return `${source}:${hash64(`${source}\u0000${entryKey}`)}`;
}
