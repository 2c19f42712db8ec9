/**
 * How screens reach the library: the one gateway of the page, through the `app` connection.
 * Components never touch Dexie or fetch; they call these.
 */
import { resolve } from '$app/paths';
import { openProblemOf, STORAGE_MESSAGES } from '../db/storage-problem';
import { openGateway, type Connection, type Gateway, type GatewayErrorBody, type Issue, type Result, type Tools } from '../gateway';
import { operationsClient, resultMethods, type OperationsClient } from '../gateway/client';
import { resultOf } from '../domain/errors';
import { loadIssueWording } from '../domain/issue-wording';
import type { ModelContext } from '../agent/model-context';
import type { MediaKind } from '../domain/enums';
import type { KindOperations } from '../ops/registry';
import { noteTmdbRefusal } from './feedback/tmdb-refusal.svelte';
import { storageStatus } from './recovery/storage-status.svelte';

export { fullPage, type OperationData, type OperationInput } from '../gateway/client';

let opening: Promise<Gateway> | undefined;

export function gateway(): Promise<Gateway> {
	opening ??= openGateway({ onStorageProblem: (problem) => storageStatus.report(problem) }).then(
		(opened) => {
			opened.settings.nameCatalogServers({ page: pageServer() });
			// A blocked upgrade that went through once the other tab closed is no longer news.
			if (storageStatus.problem === 'blocked') storageStatus.report(undefined);
			return opened;
		},
		(error: unknown) => {
			// Forgotten, so the recovery screen's "Try again" really tries again.
			opening = undefined;
			storageStatus.report(openProblemOf(error));
			throw error;
		}
	);
	return opening;
}

export async function appTools(): Promise<Tools> {
	return (await gateway()).connect('app');
}

/**
 * Offers the agent connection's tools to in-browser agents through the page's gateway; resolves
 * to what withdraws them. The bridge is loaded from here so that it shares this chunk's gateway
 * code instead of making the bundler split it out of the first-load chunk.
 */
export async function offerAgentTools(context: ModelContext): Promise<() => void> {
	const [bridge, g] = await Promise.all([import('../agent/webmcp-bridge'), gateway()]);
	return bridge.offerAgentTools(context, g);
}

/**
 * The server this page came from, which may offer TMDB's catalog: where the app is served at its
 * origin's root, as the Caddyfile serves it. Named as the gateway opens; sync's server, by sync's client.
 */
const pageServer = (): string[] => (typeof location !== 'undefined' && resolve('/') === '/' ? [location.origin] : []);

/** Starts sync where it is set up on this device; elsewhere loads nothing of it. */
export async function startSyncIfSetUp(): Promise<void> {
	try {
		const g = await gateway();
		if (!(await g.syncSetUp())) return g.settings.nameCatalogServers({ sync: null });
		// What arrives is checked before it is placed, and what cannot be placed is kept with its reason in words.
		await Promise.all([import('./sync/sync-client.svelte').then((m) => m.syncService()), loadIssueWording()]);
	} catch (error) {
		// The library failing to open is the recovery screen's news; sync just stays off.
		console.warn('Screenshelf could not start sync', error);
	}
}

/**
 * Fetches the catalog's details of titles still waiting for them: after a history import, as the
 * app opens, carrying on where a closed or reloaded page stopped, and after a change of the language
 * lookups answer in (keepDetailsFetched). The fetching's code loads only when titles wait.
 */
export async function fetchDetailsLeft(): Promise<void> {
	try {
		if (await (await gateway()).detailsPending()) (await import('./details/details-fill.svelte')).detailsFill.start();
	} catch (error) {
		// A library that will not open is the recovery screen's news; the titles wait for the next page.
		console.warn('Screenshelf could not fetch details', error);
	}
}

/**
 * Fetches what waits as the app opens and after each change of the settings: a language chosen, the
 * browser's changed or a token set may change the language lookups answer in, and the saved titles follow.
 */
export async function keepDetailsFetched(): Promise<void> {
	try {
		(await gateway()).settings.subscribe(() => void fetchDetailsLeft());
	} catch (error) {
		console.warn('Screenshelf could not fetch details', error);
	}
}

/**
 * Runs work that answers a result on the page's gateway; a library that will not open answers
 * as a failed result with the recovery screen's words, anything thrown as the gateway's error.
 */
export async function onGateway<T>(work: (g: Gateway) => Promise<Result<T>>): Promise<Result<T>> {
	let opened: Gateway;
	try {
		opened = await gateway();
	} catch (error) {
		return { ok: false, error: openFailure(error) };
	}
	const answer = await resultOf(() => work(opened));
	return answer.ok ? answer.data : answer;
}

/**
 * Loads the handlers of the writes a screen offers as it opens (they are not in the first visit's
 * code): the person's first tap then waits for nothing, offline included.
 */
export function warmOps<K extends MediaKind>(kinds: readonly K[], families: readonly (keyof KindOperations[K] & string)[]): void {
	void gateway().then(
		(g) => Promise.all(kinds.map((kind) => g.warm(kind, families))),
		() => undefined
	);
}

/** The operations, typed from the registry: `ops[kind].queryRecords(input)` resolves to a result, never throws. */
export const ops: OperationsClient = operationsClient((kind, family, input) => onGateway((g) => g.run(kind, family, input)).then(noteTmdbRefusal));

function surface<T extends object>(of: (g: Gateway) => T) {
	return resultMethods<T>((work) => onGateway((g) => resultOf(() => work(of(g)))));
}

/** The gateway's own surfaces beside the operations, each call answering a result like an operation. */
export const app = {
	people: surface((g) => g.people),
	settings: surface((g) => g.settings),
	connections: surface((g) => ({ save: (connection: Connection) => g.saveConnection(connection) }))
};

/** What a screen shows when the library itself could not be opened (the recovery screen says more). */
function openFailure(error: unknown): GatewayErrorBody {
	console.warn('Screenshelf could not open the library', error);
	return { code: 'internal', message: STORAGE_MESSAGES[openProblemOf(error)] };
}

/** The message of the issue at `path`, for showing next to the field it names. */
export function issueAt(error: GatewayErrorBody | undefined, path: string): string | undefined {
	return error?.issues?.find((issue: Issue) => issue.path === path)?.message;
}

/** Subscribes to committed changes of the library; returns the unsubscribe. */
export function onLibraryChange(listener: () => void): () => void {
	let unsubscribe: (() => void) | undefined;
	let cancelled = false;
	void gateway().then(
		(g) => {
			if (!cancelled) unsubscribe = g.onChange(listener);
		},
		() => undefined
	);
	return () => {
		cancelled = true;
		unsubscribe?.();
	};
}
