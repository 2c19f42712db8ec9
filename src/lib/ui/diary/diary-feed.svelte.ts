/**
 * The Diary's list: watch logs of both kinds merged newest first, a page at a time.
 *
 * Each kind is paged with its own cursor into its own buffer. A row is shown only while every
 * kind that may still hold newer rows has at least one buffered, so the merge never lets a later
 * page of one kind slip above rows already shown. What is fetched but not shown stays buffered
 * for the next load, so nothing is fetched twice and the library is never read whole.
 */
import { untrack } from 'svelte';
import type { MediaKind } from '$lib/domain/enums';
import type { WatchLog } from '$lib/domain/watch-logs';
import type { GatewayErrorBody } from '$lib/gateway';
import { fullPage, onLibraryChange, ops } from '$lib/ui/gateway-client';
import type { Period } from './period';

export const PAGE_SIZE = 40;
/** After a change elsewhere, the list is read again up to this many rows, so it does not shrink under the reader. */
const RELOAD_CAP = 400;

interface Source {
	kind: MediaKind;
	buffer: WatchLog[];
	cursor: string | null;
	exhausted: boolean;
}

interface FeedState {
	period: Period;
	sources: Source[];
	rows: WatchLog[];
}

function freshState(period: Period): FeedState {
	const source = (kind: MediaKind): Source => ({ kind, buffer: [], cursor: null, exhausted: false });
	return { period, sources: [source('tv'), source('movie')], rows: [] };
}

/** The query order: watch date, then creation, then id, all descending. */
function newer(a: WatchLog, b: WatchLog): boolean {
	if (a.watchedOn !== b.watchedOn) return a.watchedOn > b.watchedOn;
	if (a.createdAt !== b.createdAt) return a.createdAt > b.createdAt;
	return a.watchLogId > b.watchLogId;
}

function hasMore(state: FeedState): boolean {
	return state.sources.some((s) => s.buffer.length > 0 || !s.exhausted);
}

/** Moves up to `count` rows from the buffers to the list, newest first, as far as the merge is safe. */
function take(state: FeedState, count: number): void {
	for (let n = 0; n < count; n++) {
		if (state.sources.some((s) => s.buffer.length === 0 && !s.exhausted)) return;
		let best: Source | undefined;
		for (const s of state.sources) {
			const head = s.buffer[0];
			if (head && (!best || newer(head, best.buffer[0]!))) best = s;
		}
		if (!best) return;
		state.rows.push(best.buffer.shift()!);
	}
}

async function fetchPage(state: FeedState, source: Source): Promise<GatewayErrorBody | undefined> {
	const result = fullPage(
		await ops[source.kind].queryWatchLogs({
			...state.period,
			detail: 'full',
			limit: PAGE_SIZE,
			...(source.cursor ? { cursor: source.cursor } : {})
		})
	);
	if (!result.ok) return result.error;
	source.buffer.push(...result.data.items);
	source.cursor = result.data.nextCursor;
	source.exhausted = result.data.nextCursor === null;
	return undefined;
}

/** Grows the list to at least `count` rows, or to its end; stops at the first failure. */
async function extend(state: FeedState, count: number): Promise<GatewayErrorBody | undefined> {
	while (state.rows.length < count && hasMore(state)) {
		const hungry = state.sources.filter((s) => !s.exhausted && s.buffer.length < PAGE_SIZE);
		const errors = await Promise.all(hungry.map((s) => fetchPage(state, s)));
		const error = errors.find((e) => e !== undefined);
		if (error) return error;
		take(state, count - state.rows.length);
	}
	return undefined;
}

export class DiaryFeed {
	rows = $state.raw<WatchLog[]>([]);
	error = $state<GatewayErrorBody | undefined>(undefined);
	/** True until the first page of the current period has arrived. */
	starting = $state(true);
	loading = $state(false);
	hasMore = $state(false);

	#state = freshState({});
	#generation = 0;

	/** Shows `period` from its newest watch, reading `count` rows before showing any. */
	async show(period: Period, count = PAGE_SIZE): Promise<void> {
		const generation = ++this.#generation;
		const state = freshState(period);
		this.#state = state;
		this.loading = true;
		const error = await extend(state, count);
		if (generation === this.#generation) this.#publish(state, error);
	}

	async loadMore(): Promise<void> {
		if (this.loading || this.starting || !this.hasMore) return;
		const generation = this.#generation;
		const state = this.#state;
		this.loading = true;
		const error = await extend(state, state.rows.length + PAGE_SIZE);
		if (generation === this.#generation) this.#publish(state, error);
	}

	/** Reads the current period again, keeping about as many rows as are shown. */
	reload(): Promise<void> {
		return this.show(this.#state.period, Math.min(Math.max(this.rows.length, PAGE_SIZE), RELOAD_CAP));
	}

	#publish(state: FeedState, error: GatewayErrorBody | undefined): void {
		this.rows = [...state.rows];
		this.error = error;
		this.hasMore = hasMore(state);
		this.starting = false;
		this.loading = false;
	}
}

/**
 * A feed that follows `period` and re-reads itself after every committed write, so a log added
 * or edited elsewhere shows here. Call while a component initializes.
 */
export function diaryFeed(period: () => Period): DiaryFeed {
	const feed = new DiaryFeed();
	$effect(() => {
		const { from, to } = period();
		untrack(() => {
			feed.starting = true;
			void feed.show({ from, to });
		});
	});
	$effect(() => onLibraryChange(() => void feed.reload()));
	return feed;
}
