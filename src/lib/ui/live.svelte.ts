/** Live data for Svelte 5 screens: a gateway query that runs again whenever the library changes. */
import type { GatewayErrorBody, Result } from '../gateway';
import { onLibraryChange } from './gateway-client';

export interface Live<T> {
	readonly current: T | undefined;
	readonly error: GatewayErrorBody | undefined;
	readonly isLoading: boolean;
	refresh(): void;
}

/**
 * Runs `load` now, again when any reactive value it reads before its first await changes, and
 * again after every committed write. Must be called while a component initializes. `raw` keeps
 * each answer as it came rather than deeply reactive: for a long list that is only read, where
 * making each of its thousands of rows reactive costs more than drawing the screen (Up next).
 */
export function live<T>(load: () => Promise<Result<T>>, { raw = false }: { raw?: boolean } = {}): Live<T> {
	let deep = $state<T | undefined>(undefined);
	let kept = $state.raw<T | undefined>(undefined);
	let error = $state<GatewayErrorBody | undefined>(undefined);
	let isLoading = $state(true);
	let version = $state(0);
	let latest = 0;

	$effect(() => {
		void version;
		const run = ++latest;
		isLoading = true;
		load().then((result) => {
			// An older answer arriving late must not overwrite a newer one.
			if (run !== latest) return;
			if (result.ok) {
				if (raw) kept = result.data;
				else deep = result.data;
				error = undefined;
			} else {
				error = result.error;
			}
			isLoading = false;
		});
	});

	$effect(() => onLibraryChange(() => version++));

	return {
		get current() {
			return raw ? kept : deep;
		},
		get error() {
			return error;
		},
		get isLoading() {
			return isLoading;
		},
		refresh() {
			version++;
		}
	};
}
