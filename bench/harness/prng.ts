/** A small seeded random source, so every bench run generates the very same library. */

export interface Random {
	/** A float in [0, 1). */
	next(): number;
	/** An integer in [min, max], both included. */
	int(min: number, max: number): number;
	chance(p: number): boolean;
	pick<T>(items: readonly T[]): T;
	/** Biased towards the front of the list (roughly Zipf), so some words are common and most are rare. */
	pickSkewed<T>(items: readonly T[]): T;
	/** Up to n distinct items. */
	sample<T>(items: readonly T[], n: number): T[];
	/** A lowercase hex string of the given length. */
	hex(length: number): string;
}

/** mulberry32: tiny, fast and good enough for test data. */
export function seededRandom(seed: number): Random {
	let state = seed >>> 0;
	const next = () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
	const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
	const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
	return {
		next,
		int,
		chance: (p) => next() < p,
		pick,
		pickSkewed: <T>(items: readonly T[]): T => items[Math.floor(items.length * next() ** 2.2)]!,
		sample: <T>(items: readonly T[], n: number): T[] => {
			const chosen = new Set<T>();
			for (let tries = 0; chosen.size < Math.min(n, items.length) && tries < n * 4; tries++) chosen.add(pick(items));
			return [...chosen];
		},
		hex: (length) => {
			let out = '';
			while (out.length < length) out += Math.floor(next() * 0x100000000).toString(16).padStart(8, '0');
			return out.slice(0, length);
		}
	};
}

/** A UUID shaped string from the seeded source (IDs must be stable across runs). */
export function seededUuid(random: Random): string {
	const h = random.hex(32);
	return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
