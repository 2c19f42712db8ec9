/** A cursor-paged list for Svelte 5 screens: the first page is live, later pages come on demand. */
import { untrack } from 'svelte';
import type { GatewayErrorBody, Result } from '$lib/gateway';
import { onLibraryChange } from '$lib/ui/gateway-client';

export interface Page<T> {
	items: T[];
	nextCursor: string | null;
}

export interface PagedList<T> {
	readonly items: T[];
	readonly error: GatewayErrorBody | undefined;
	/** True until the first page of the current inputs has arrived. */
	readonly isLoading: boolean;
	readonly loadingMore: boolean;
	readonly hasMore: boolean;
	loadMore(): void;
}

/** The gateway refuses larger pages; a reload of what is shown never asks for more. */
const MAX_LIMIT = 500;

/**
 * `load(cursor, limit)` must read its reactive inputs before its first await: when they change,
 * the list starts again from the first page. After a committed write, the rows already shown are
 * read again in one query, so a reader scrolled far down stays where they are.
 * Must be called while a component initializes.
 */
export function pagedList<T>(
	load: (cursor: string | undefined, limit: number) => Promise<Result<Page<T>>>,
	pageSize: number
): PagedList<T> {
	let items = $state.raw<T[]>([]);
	let nextCursor = $state<string | null>(null);
	let error = $state<GatewayErrorBody | undefined>(undefined);
	let isLoading = $state(true);
	let loadingMore = $state(false);
	let version = $state(0);
	let keepShown = false;
	let latest = 0;

	$effect(() => {
		void version;
		const keep = keepShown;
		keepShown = false;
		const limit = keep ? Math.min(MAX_LIMIT, Math.max(pageSize, untrack(() => items.length))) : pageSize;
		const run = ++latest;
		// A reload after a write keeps the rows on screen; new inputs show that a new answer is coming.
		if (!keep) isLoading = true;
		load(undefined, limit).then((result) => {
			// An older answer arriving late must not overwrite a newer one.
			if (run !== latest) return;
			if (result.ok) {
				items = result.data.items;
				nextCursor = result.data.nextCursor;
				error = undefined;
			} else {
				error = result.error;
			}
			isLoading = false;
		});
	});

	$effect(() =>
		onLibraryChange(() => {
			keepShown = true;
			version++;
		})
	);

	return {
		get items() {
			return items;
		},
		get error() {
			return error;
		},
		get isLoading() {
			return isLoading;
		},
		get loadingMore() {
			return loadingMore;
		},
		get hasMore() {
			return nextCursor !== null;
		},
		loadMore() {
			if (nextCursor === null || loadingMore || isLoading) return;
			const run = latest;
			loadingMore = true;
			load(nextCursor, pageSize).then((result) => {
				loadingMore = false;
				if (run !== latest) return;
				if (result.ok) {
					items = [...items, ...result.data.items];
					nextCursor = result.data.nextCursor;
					error = undefined;
				} else {
					error = result.error;
				}
			});
		}
	};
}
