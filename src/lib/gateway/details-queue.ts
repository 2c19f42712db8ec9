/**
 * The titles whose catalog details the app fetches in the background: those an import brought in
 * without them (runtime, genres, a series' seasons), and every saved title again once lookups
 * answer in another language, so names, overviews and posters follow it. Kept in one settings row
 * of this device, never exported or synced, so a reload carries on where the last page stopped.
 * Reached through `gateway.details()`, loaded on first use; the fetching itself is the app's (ui/details/).
 */
import { z } from 'zod/mini';
import type { LibraryStore } from '../db/library-store';
import { mediaKind, type MediaKind } from '../domain/enums';
import { id } from '../domain/fields';
import { DETAILS_KEY as KEY, TITLES_LANGUAGE_KEY, titlesLanguage, type CatalogLanguage } from './details-key';

const titleRef = z.object({
	kind: mediaKind,
	id,
	/** Fetched though it has its details: they are in another language. */
	refresh: z.optional(z.literal(true))
});
export type TitleRef = z.infer<typeof titleRef>;

const queueState = z.object({
	/** What is left, in the order it is fetched. */
	titles: z.array(titleRef),
	/** Titles listed since the list was last empty: the progress counts against it. */
	total: z.number(),
	/** Of those, the titles the catalog could not give details of. */
	failed: z.number(),
	/** The language a change of it listed the saved titles to be fetched in. */
	language: z.optional(z.string())
});
export type DetailsQueueState = z.infer<typeof queueState>;

const NONE: DetailsQueueState = { titles: [], total: 0, failed: 0 };
const KINDS: MediaKind[] = ['movie', 'tv'];
const keyOf = (t: TitleRef) => `${t.kind} ${t.id}`;
const stateOf = (row: unknown) => queueState.safeParse(row).data ?? NONE;

/** The list with these titles after those left; one listed already is not listed twice, but is fetched again if either asks. */
function listed(now: DetailsQueueState, titles: readonly TitleRef[]): DetailsQueueState {
	const left = now.titles.length > 0 ? now : NONE;
	const kept = new Map(left.titles.map((t) => [keyOf(t), { ...t }]));
	let added = 0;
	for (const { kind, id, refresh } of titles) {
		const known = kept.get(keyOf({ kind, id }));
		if (known) {
			if (refresh) known.refresh = true;
			continue;
		}
		kept.set(keyOf({ kind, id }), refresh ? { kind, id, refresh } : { kind, id });
		added++;
	}
	return { ...left, titles: [...kept.values()], total: left.total + added };
}

export class DetailsQueue {
	constructor(
		private readonly store: LibraryStore,
		private readonly language: CatalogLanguage
	) {}

	/** Where the fetching stands: what is left, of how many. A row that does not read back is an empty list. */
	async state(): Promise<DetailsQueueState> {
		return stateOf(await this.store.read((tx) => tx.settings.get(KEY)));
	}

	/** Lists titles after those left. An empty list starts the count afresh. */
	async add(titles: readonly TitleRef[]): Promise<void> {
		if (titles.length === 0) return;
		await this.change((now) => listed(now, titles));
	}

	/**
	 * Lists every saved title to be fetched again when lookups answer in another language than the
	 * one this device's titles are in, and keeps the new one as theirs; otherwise changes nothing.
	 */
	async followLanguage(): Promise<void> {
		const language = this.language.now();
		await this.store.write(async (tx) => {
			if (titlesLanguage(await tx.settings.get(TITLES_LANGUAGE_KEY), this.language) === language) return;
			const saved = await Promise.all(KINDS.map(async (kind) => (await tx.records.ids(kind)).map((id) => ({ kind, id, refresh: true as const }))));
			const now = stateOf(await tx.settings.get(KEY));
			await tx.settings.put({ [TITLES_LANGUAGE_KEY]: language, [KEY]: { ...listed(now, saved.flat()), language } });
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
			await tx.settings.put({ [KEY]: next(stateOf(await tx.settings.get(KEY))) });
		});
	}
}
