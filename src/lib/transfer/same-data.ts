/** Structural equality of plain JSON-like data, whatever the key order. */
export function sameData(a: unknown, b: unknown): boolean {
	if (a === b) return true;
	if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
	if (Array.isArray(a) !== Array.isArray(b)) return false;
	if (Array.isArray(a)) {
		const other = b as unknown[];
		return a.length === other.length && a.every((item, i) => sameData(item, other[i]));
	}
	const left = Object.entries(a).filter(([, v]) => v !== undefined);
	const right = b as Record<string, unknown>;
	const rightSize = Object.values(right).filter((v) => v !== undefined).length;
	return left.length === rightSize && left.every(([key, value]) => sameData(value, right[key]));
}
