/**
 * How screens reach the library: the one gateway of the page, through the `app` connection.
 * Components never touch Dexie or fetch; they call these.
 */
import { openProblemOf, STORAGE_MESSAGES } from '../db/storage-problem';
import { openGateway, type Gateway, type GatewayErrorBody, type Issue, type Result, type Tools } from '../gateway';
import { operationsClient, type OperationsClient } from '../gateway/client';
import { toErrorBody } from '../gateway/errors';
import type { ModelContext } from '../agent/model-context';
import { storageStatus } from './recovery/storage-status.svelte';

export { fullPage, type OperationData } from '../gateway/client';

let opening: Promise<Gateway> | undefined;

export function gateway(): Promise<Gateway> {
	opening ??= openGateway({ onStorageProblem: (problem) => storageStatus.report(problem) }).then(
		(opened) => {
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

/** Starts sync where it is set up on this device; elsewhere loads nothing of it. */
export async function startSyncIfSetUp(): Promise<void> {
	try {
		if (await (await gateway()).syncSetUp()) await (await import('./sync/sync-client.svelte')).syncService();
	} catch (error) {
		// The library failing to open is the recovery screen's news; sync just stays off.
		console.warn('Screenshelf could not start sync', error);
	}
}

/**
 * The operations, typed from the registry: `ops[kind].queryRecords(input)` resolves to the
 * gateway's result, never throws (a library that will not open answers as a failed result).
 */
export const ops: OperationsClient = operationsClient(async (kind, family, input) => {
	let opened: Gateway;
	try {
		opened = await gateway();
	} catch (error) {
		return { ok: false, error: openFailure(error) };
	}
	return opened.run(kind, family, input);
});

/**
 * A call on the gateway's own methods (people, settings, connections), which throw, as the
 * result screens read.
 */
export async function withGateway<T>(fn: (g: Gateway) => Promise<T>): Promise<Result<T>> {
	try {
		return { ok: true, data: await fn(await gateway()) };
	} catch (error) {
		return { ok: false, error: toErrorBody(error) };
	}
}

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
