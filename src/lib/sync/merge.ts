/**
 * The conflict rule (DESIGN 11), as a pure function of two versions of a row: field by field (or
 * by group of fields that move together), the greater stamp wins, and on equal stamps the greater
 * value, so every device merges the same versions to the same row in any order (commutative,
 * associative, idempotent). The deletion is a stamp on the whole row: the row is deleted unless a
 * group was stamped after it, and then it comes back with every group's winning value.
 */
import { compactStamps, expandStamps, groupsOf, groupValue, groupOf, isDeleted, type Stamps } from '../domain/field-stamps';
import { newer } from '../domain/hlc';

/** A row's fields as they travel (kept after its deletion, for a later edit to bring back) and their stamps. */
export interface Version {
	row?: Record<string, unknown>;
	stamps: Stamps;
}

/** Whether `a`'s group outranks `b`'s: the greater stamp, then the greater value. */
function outranks(table: string, a: Version, b: Version, group: string, sa: string | undefined, sb: string | undefined): boolean {
	if (sa !== sb) return sb === undefined || (sa !== undefined && sa > sb);
	return groupValue(table, a.row, group) > groupValue(table, b.row, group);
}

export function merge(table: string, a: Version, b: Version): Version {
	const [t, d] = [newer(a.stamps.t, b.stamps.t), newer(a.stamps.d, b.stamps.d)];
	const groups = new Set([...groupsOf(table, a.row, a.stamps), ...groupsOf(table, b.row, b.stamps)]);
	const [sa, sb] = [expandStamps(a.stamps, groups), expandStamps(b.stamps, groups)];
	const row: Record<string, unknown> = {};
	const stamps = new Map<string, string>();
	for (const group of groups) {
		const winner = outranks(table, a, b, group, sa.get(group), sb.get(group)) ? a : b;
		for (const [field, value] of Object.entries(winner.row ?? {})) if (groupOf(table, field) === group) row[field] = value;
		const stamp = newer(sa.get(group), sb.get(group));
		if (stamp !== undefined) stamps.set(group, stamp);
	}
	return { ...(a.row || b.row ? { row } : {}), stamps: compactStamps(stamps, t, d) };
}

/** Whether two versions say the same: values and stamps alike. */
export function sameVersion(a: Version, b: Version): boolean {
	return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(v: Version): unknown[] {
	const row = v.row ? Object.keys(v.row).sort().map((field) => [field, v.row![field]]) : null;
	const f = Object.entries(v.stamps.f ?? {}).sort(([x], [y]) => (x < y ? -1 : 1));
	return [row, v.stamps.t ?? null, f, v.stamps.d ?? null];
}

/** Whether the version is a deleted row. */
export const deletedVersion = (v: Version): boolean => !v.row || isDeleted(v.stamps);

/** The version with the newest change, whole: for a merged row that its schema refuses. */
export function newestWhole(a: Version, b: Version): Version {
	const latest = (v: Version) => [v.stamps.t ?? '', ...Object.values(v.stamps.f ?? {})].sort().at(-1) ?? '';
	return latest(a) !== latest(b) ? (latest(a) > latest(b) ? a : b) : JSON.stringify(canonical(a)) > JSON.stringify(canonical(b)) ? a : b;
}
