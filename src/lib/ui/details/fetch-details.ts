/**
 * Fetches the catalog's details of the titles an import listed, and of every saved title again once
 * lookups answer in another language (gateway.details()), one title at a time and through the same
 * operations as a title page's "Refresh metadata" and Up next's seasons, so the TMDB client's rate
 * limiter paces every request and the unit of work recounts the stats as each runtime arrives. Each title leaves the list once fetched, so a reload carries on where
 * this stopped. Offline, or told by TMDB to wait, it waits and asks again: never faster than the
 * pace below, and more slowly each time the provider stays out of reach.
 */
import type { TitleRef } from '$lib/gateway/details-queue';
import type { Gateway, GatewayErrorBody } from '$lib/gateway';

/** Between two titles: the person's own lookups share the rate limit, and must not queue behind hundreds. */
export const PACE_MS = 250;
/** The first wait once the provider cannot be reached; doubled on each further failure, up to the longest. */
export const FIRST_RETRY_MS = 5_000;
export const LONGEST_RETRY_MS = 5 * 60_000;

/** Why the fetching waits: the device is offline, or the catalog asked to slow down or cannot be reached. */
export type DetailsWait = 'offline' | 'busy' | 'unreachable';

export interface FetchDetailsOptions {
	/** Whether the device is offline now (a provider failure then waits for the network, not a timer). */
	offline(): boolean;
	/** Resolves once the device is back online. */
	backOnline(): Promise<void>;
	sleep(ms: number): Promise<void>;
	/** Hears when the fetching starts or stops waiting (undefined: fetching). */
	onWait?(wait: DetailsWait | undefined): void;
}

/**
 * `wait`: the provider cannot answer now, so the title is asked for again later; `trouble`: TMDB
 * failed on its side, which may be passing or may be this title's alone; `stop`: storage is full,
 * so every title after would fail too.
 */
type Outcome = 'fetched' | 'failed' | 'stop' | { wait: GatewayErrorBody } | { trouble: GatewayErrorBody };

/** Answers that say the provider cannot answer now: the title is asked for again later, not given up. */
const UNREACHABLE = new Set(['provider_unavailable', 'provider_not_configured', 'rate_limited']);
/** Tries of one title TMDB keeps failing on its side before it is given up (the client retries each once already). */
export const TRIES_IN_TROUBLE = 3;

function failure({ error }: { error: GatewayErrorBody }): Outcome {
	if (UNREACHABLE.has(error.code)) return { wait: error };
	if (error.code === 'provider_error' && (error.status ?? 0) >= 500) return { trouble: error };
	return error.code === 'storage_full' ? 'stop' : 'failed';
}

/**
 * One title: its details when it has none yet or they are in another language (a quick save of a
 * saved title keeps what the person wrote), and a series' seasons.
 */
async function fetchOne(ops: Gateway['ops'], { kind, id, refresh }: TitleRef): Promise<Outcome> {
	const saved = await ops[kind].getRecord({ mediaRecordId: id });
	// Deleted since the import: nothing to fetch, and a quick save would save it again.
	if (!saved.ok) return saved.error.code === 'not_found' ? 'fetched' : failure(saved);
	const { record } = saved.data;
	if (!record.detailsFetchedAt || refresh) {
		const details = await ops[kind].upsertRecord({ providerId: record.providerRef.id, mediaRecordId: id });
		if (!details.ok) return failure(details);
	}
	if (kind === 'movie') return 'fetched';
	// The quick save keeps the guide when it can; this asks again when it could not, and hears why.
	const guide = await ops.tv.refreshEpisodeGuide({ mediaRecordId: id });
	return guide.ok ? 'fetched' : failure(guide);
}

/**
 * Lists every saved title when lookups now answer in another language than the titles are in, then
 * fetches every listed title's details, in list order, until the list is empty or storage is full.
 */
export async function fetchDetails(gateway: Gateway, options: FetchDetailsOptions): Promise<void> {
	const { sleep, onWait } = options;
	const queue = await gateway.details();
	await queue.followLanguage();
	let retry = FIRST_RETRY_MS;
	let troubles = 0;
	for (;;) {
		const [title] = (await queue.state()).titles;
		if (!title) return;
		let outcome = await fetchOne(gateway.ops, title);
		if (outcome === 'stop') return;
		if (typeof outcome === 'object' && 'trouble' in outcome) outcome = ++troubles < TRIES_IN_TROUBLE ? { wait: outcome.trouble } : 'failed';
		if (typeof outcome === 'object') {
			if (options.offline()) {
				onWait?.('offline');
				await options.backOnline();
				retry = FIRST_RETRY_MS;
				continue;
			}
			const { code, retryAfterSeconds } = outcome.wait;
			onWait?.(code === 'rate_limited' ? 'busy' : 'unreachable');
			await sleep(Math.max((retryAfterSeconds ?? 0) * 1000, retry));
			retry = Math.min(retry * 2, LONGEST_RETRY_MS);
			continue;
		}
		retry = FIRST_RETRY_MS;
		troubles = 0;
		onWait?.(undefined);
		await queue.settle(title, outcome === 'failed');
		await sleep(PACE_MS);
	}
}
