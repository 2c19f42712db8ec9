/**
 * The titles an import brought in without the catalog's details (runtime, genres, a series'
 * seasons), whose details the app fetches after it: kept in one settings row of this device,
 * never exported or synced, so a reload carries on where the last page stopped. Reached through
 * `gateway.details()`, loaded on first use; the fetching itself is the app's (ui/details/).
 */
import { z } from 'zod/mini';
import type { LibraryStore } from '../db/library-store';
import { mediaKind } from '../domain/enums';
import { id } from '../domain/fields';
import { DETAILS_KEY as KEY } from './details-key';

const titleRef = z.object({ kind: mediaKind, id });
export type TitleRef = z.infer<typeof titleRef>;

const queueState = z.object({
	/** What is left, in the order it is fetched. */
	titles: z.array(titleRef),
	/** Titles listed since the list was last empty: the progress counts against it. */
	total: z.number(),
	/** Of those, the titles the catalog could not give details of. */
	failed: z.number()
});
export type DetailsQueueState = z.infer<typeof queueState>;

const NONE: DetailsQueueState = { titles: [], total: 0, failed: 0 };
const keyOf = (t: TitleRef) => `${t.kind} ${t.id}`;

export class DetailsQueue {
	constructor(private readonly store: LibraryStore) {}

	/** Where the fetching stands: what is left, of how many. A row that does not read back is an empty list. */
	async state(): Promise<DetailsQueueState> {
		return queueState.safeParse(await this.store.read((tx) => tx.settings.get(KEY))).data ?? NONE;
	}

	/** Lists titles after those left; one listed already is not listed twice. An empty list starts the count afresh. */
	async add(titles: readonly TitleRef[]): Promise<void> {
		if (titles.length === 0) return;
		await this.change((now) => {
			const left = now.titles.length > 0 ? now : NONE;
			const listed = new Set(left.titles.map(keyOf));
			const added: TitleRef[] = [];
			for (const title of titles) {
				if (listed.has(keyOf(title))) continue;
				listed.add(keyOf(title));
				added.push({ kind: title.kind, id: title.id });
			}
			return { ...left, titles: [...left.titles, ...added], total: left.total + added.length };
		});
	}

	/** Takes a title off the list, its details fetched or, `failed`, not to be had from the catalog. */
	settle(title: TitleRef, failed = false): Promise<void> {
		return this.change((now) => {
			const titles = now.titles.filter((t) => keyOf(t) !== keyOf(title));
			const taken = titles.length < now.titles.length;
			return { ...now, titles, failed: now.failed + (taken && failed ? 1 : 0) };
		});
	}

	private async change(next: (now: DetailsQueueState) => DetailsQueueState): Promise<void> {
		await this.store.write(async (tx) => {
			const now = queueState.safeParse(await tx.settings.get(KEY)).data ?? NONE;
			await tx.settings.put({ [KEY]: next(now) });
		});
	}
}
