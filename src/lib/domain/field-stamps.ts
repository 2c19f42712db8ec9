/**
 * The stamps of a synced row (DESIGN 11): one per field, or per group of fields that only make
 * sense together (a log's season/episode range, a series' progress), and the row's deletion.
 * Kept lean, as they travel in every document: the stamp most fields share once (`t`), the
 * others by group (`f`), the deletion apart (`d`). Stamps are hlc.ts strings.
 */

export interface Stamps {
	/** The stamp of every group not in `f`. */
	t?: string;
	f?: Record<string, string>;
	/** When the row was deleted: it stays deleted unless a group was stamped after. */
	d?: string;
}

/** Fields a device works out for itself, and index keys: never sent, never stamped. */
export const LOCAL_FIELDS: Readonly<Record<string, readonly string[]>> = {
	tvSeries: ['sortKey', 'providerKey', 'watchCount', 'lastWatchedOn'],
	movies: ['sortKey', 'providerKey', 'watchCount', 'lastWatchedOn'],
	tvWatchLogs: ['sortKey', 'withKeys', 'title'],
	movieWatchLogs: ['sortKey', 'withKeys', 'title'],
	tvTastes: ['providerKey'],
	movieTastes: ['providerKey']
};

const RANGE = ['episodeAirDate', 'seasonFrom', 'episodeFrom', 'seasonTo', 'episodeTo'];

/** Fields that move together, by table: a field in none is a group of its own. */
const GROUPS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
	tvSeries: { currentSeason: 'progress', currentEpisode: 'progress' },
	tvWatchLogs: Object.fromEntries(RANGE.map((field) => [field, 'range']))
};

export function groupOf(table: string, field: string): string {
	return GROUPS[table]?.[field] ?? field;
}

/** A stored row as it travels: without the fields each device works out. */
export function portableRow(table: string, stored: unknown): Record<string, unknown> {
	const local = LOCAL_FIELDS[table] ?? [];
	const from = stored as Record<string, unknown>;
	const row: Record<string, unknown> = {};
	for (const field in from) if (!local.includes(field)) row[field] = from[field];
	return row;
}

/** The value of a group in a row, as one comparable string (fields in name order; absent ones left out). */
export function groupValue(table: string, row: Record<string, unknown> | undefined, group: string): string {
	const fields = Object.keys(row ?? {})
		.filter((field) => groupOf(table, field) === group)
		.sort();
	return JSON.stringify(fields.map((field) => [field, row![field]]));
}

/** The groups of a row's fields, and of any stamped apart. */
export function groupsOf(table: string, row: Record<string, unknown> | undefined, stamps?: Stamps): Set<string> {
	const groups = new Set(Object.keys(row ?? {}).map((field) => groupOf(table, field)));
	for (const group of Object.keys(stamps?.f ?? {})) groups.add(group);
	return groups;
}

/**
 * The groups whose values differ between two versions of a row (absent: the row did not exist), as
 * their groupValue would tell, compared field by field: every write with sync on asks this of each
 * row it changed, and a group's value is a string of its fields built afresh each time.
 */
export function changedGroups(table: string, before: unknown, after: unknown): string[] {
	const local = LOCAL_FIELDS[table] ?? [];
	const b = after as Record<string, unknown>;
	const changed = new Set<string>();
	if (before === undefined) {
		for (const field in b) if (!local.includes(field)) changed.add(groupOf(table, field));
		return [...changed];
	}
	const a = before as Record<string, unknown>;
	const differs = (field: string) =>
		!(field in a) || !(field in b) || (a[field] !== b[field] && JSON.stringify([a[field]]) !== JSON.stringify([b[field]]));
	for (const field in a) if (!local.includes(field) && differs(field)) changed.add(groupOf(table, field));
	for (const field in b) if (!(field in a) && !local.includes(field)) changed.add(groupOf(table, field));
	return [...changed];
}

export function stampOf(stamps: Stamps, group: string): string | undefined {
	return stamps.f?.[group] ?? stamps.t;
}

/** The newest stamp of any group. */
export function latestStamp(stamps: Stamps): string | undefined {
	return [stamps.t, ...Object.values(stamps.f ?? {})].reduce<string | undefined>((a, b) => (b !== undefined && (a === undefined || b > a) ? b : a), undefined);
}

/** Whether the row is deleted: a deletion stamped after every group. */
export function isDeleted(stamps: Stamps): boolean {
	const latest = latestStamp(stamps);
	return stamps.d !== undefined && (latest === undefined || stamps.d > latest);
}

/**
 * Stamps in their one written form: `t` stands for every group not in `f`, so `f` holds only the
 * groups stamped otherwise. The same stamps give the same form on every device.
 */
export function compactStamps(byGroup: ReadonlyMap<string, string>, t: string | undefined, d?: string): Stamps {
	const f = Object.fromEntries([...byGroup].filter(([, stamp]) => stamp !== t).sort(([a], [b]) => (a < b ? -1 : 1)));
	return { ...(t !== undefined ? { t } : {}), ...(Object.keys(f).length ? { f } : {}), ...(d !== undefined ? { d } : {}) };
}

/** Every group's stamp, for the groups given. */
export function expandStamps(stamps: Stamps, groups: Iterable<string>): Map<string, string> {
	const byGroup = new Map<string, string>();
	for (const group of groups) {
		const stamp = stampOf(stamps, group);
		if (stamp !== undefined) byGroup.set(group, stamp);
	}
	return byGroup;
}

/** The stamps after a change stamped `stamp` to `groups` of a row whose fields are `row`. */
export function stampGroups(table: string, before: Stamps, row: Record<string, unknown>, groups: readonly string[], stamp: string): Stamps {
	const all = groupsOf(table, row, before);
	// A row written whole (new, or back after its deletion): one stamp for all of it.
	if (before.t === undefined || [...all].every((group) => groups.includes(group))) return compactStamps(new Map(), stamp, before.d);
	const byGroup = expandStamps(before, all);
	for (const group of groups) byGroup.set(group, stamp);
	return compactStamps(byGroup, before.t, before.d);
}

/** Every stamp of a row, deletion included: each must be a time (sync's placement checks them). */
export function allStamps(stamps: Stamps): string[] {
	return [stamps.t, stamps.d, ...Object.values(stamps.f ?? {})].filter((stamp): stamp is string => stamp !== undefined);
}
