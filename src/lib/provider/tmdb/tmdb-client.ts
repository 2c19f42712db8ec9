/**
 * HTTP to TMDB API v3: Bearer auth, a timeout on every attempt, the rate limiter, one retry
 * for 429 and 5xx, identical requests close together sharing one answer, and every failure turned
 * into a GatewayError a user can act on. The token goes in the Authorization header only; an API
 * Key, which TMDB takes only in the URL, is added to the address of the fetch alone: never to the
 * address requests are shared by, a log or a message (the service worker keeps answers without it).
 * Without either, the server asked adds its own (server-catalog.ts).
 */
import type { z } from 'zod/mini';
import { GatewayError } from '../../domain/errors';
import { isTmdbApiKey } from '../../domain/tmdb-credential';
import { RateLimiter, sharedLimiter, sleep } from './rate-limiter';
import { SharedRequests } from './shared-requests';
import { DEFAULT_TMDB_BASE_URL } from './tmdb-base-url';
import { TMDB_MESSAGES } from './tmdb-messages';

export interface TmdbClientOptions {
	/** None: a Screenshelf server's catalog, which adds its own. */
	token?: string;
	baseUrl?: string;
	language?: string;
	timeoutMs?: number;
	/** The longest Retry-After we honour; a longer one is reported as rate_limited at once. */
	maxRetryAfterMs?: number;
	retryBackoffMs?: number;
	limiter?: RateLimiter;
	fetch?: typeof fetch;
	/** How long an answer answers identical requests again (shared-requests.ts); 0: never. */
	reuseMs?: number;
}

export interface GetOptions {
	params?: Record<string, string | number>;
	/** The message of a 404, naming what was looked for. */
	notFound?: string;
}

interface Answer {
	status: number;
	retryAfter: string | null;
	body: string;
}

export class TmdbClient {
	private readonly baseUrl: string;
	private readonly shared: SharedRequests;

	constructor(private readonly options: TmdbClientOptions) {
		this.baseUrl = (options.baseUrl ?? DEFAULT_TMDB_BASE_URL).replace(/\/+$/, '');
		this.shared = new SharedRequests(options.reuseMs);
	}

	/** The language answers are asked in. */
	get language(): string {
		return this.options.language ?? 'en-US';
	}

	/** GETs `path` and checks the answer against `schema`; throws GatewayError on any failure. */
	get<S extends z.ZodMiniType>(path: string, schema: S, options: GetOptions = {}): Promise<z.output<S>> {
		const url = new URL(this.baseUrl + path);
		url.searchParams.set('language', this.language);
		for (const [key, value] of Object.entries(options.params ?? {})) url.searchParams.set(key, String(value));
		// Checked inside the shared request: only an answer that passes is given again.
		const answer = this.shared.run(url.href, async () => this.checked(path, schema, await this.fetchJson(url.href, options.notFound)));
		return answer as Promise<z.output<S>>;
	}

	private checked<S extends z.ZodMiniType>(path: string, schema: S, body: unknown): z.output<S> {
		const parsed = schema.safeParse(body);
		if (!parsed.success) {
			// Where the answer went wrong is for whoever looks into it, not for the person.
			console.warn(`TMDB's answer to ${path} failed its check at ${parsed.error.issues[0]?.path.join('.') || 'the top'}`);
			throw new GatewayError('provider_error', TMDB_MESSAGES.unreadable, { status: 200 });
		}
		return parsed.data;
	}

	private async fetchJson(url: string, notFound?: string): Promise<unknown> {
		const limiter = this.options.limiter ?? sharedLimiter;
		let retried = false;
		for (;;) {
			await limiter.take();
			const answer = await this.attempt(url);
			if (answer.status >= 200 && answer.status < 300) return this.json(answer);
			if (answer.status === 429) {
				const seconds = retryAfterSeconds(answer.retryAfter);
				const waitMs = seconds * 1000;
				if (retried || waitMs > (this.options.maxRetryAfterMs ?? 10_000)) {
					throw new GatewayError('rate_limited', TMDB_MESSAGES.busy(seconds), {
						status: 429,
						retryAfterSeconds: seconds
					});
				}
				retried = true;
				limiter.pauseFor(waitMs);
				await sleep(waitMs);
				continue;
			}
			if (answer.status >= 500 && !retried) {
				retried = true;
				// Jitter keeps several waiting requests from retrying in one burst.
				const backoff = this.options.retryBackoffMs ?? 500;
				await sleep(backoff + Math.random() * backoff);
				continue;
			}
			throw this.failure(answer, notFound);
		}
	}

	private async attempt(url: string): Promise<Answer> {
		const timeoutMs = this.options.timeoutMs ?? 8000;
		const controller = new AbortController();
		const timer = setTimeout(() => controller.abort(), timeoutMs);
		const fetchFn = this.options.fetch ?? globalThis.fetch.bind(globalThis);
		try {
			const [target, init] = this.signed(url);
			const response = await fetchFn(target, { ...init, signal: controller.signal });
			return { status: response.status, retryAfter: response.headers.get('Retry-After'), body: await response.text() };
		} catch {
			// Offline, the service worker answers only what it has kept; anything else fails at once.
			if (isOffline()) throw new GatewayError('provider_unavailable', OFFLINE_MESSAGE);
			if (controller.signal.aborted) throw new GatewayError('provider_unavailable', TMDB_MESSAGES.slow);
			const elsewhere = this.baseUrl !== DEFAULT_TMDB_BASE_URL.replace(/\/+$/, '');
			const message = this.options.token === undefined ? TMDB_MESSAGES.serverUnreachable : elsewhere ? TMDB_MESSAGES.unreachableAt(this.baseUrl) : TMDB_MESSAGES.unreachable;
			throw new GatewayError('provider_unavailable', message);
		} finally {
			clearTimeout(timer);
		}
	}

	/** The request as TMDB takes this credential: an API Key in the URL, a token in a header. */
	private signed(url: string): [string, RequestInit] {
		const { token } = this.options;
		const accept = { Accept: 'application/json' };
		if (token === undefined) return [url, { headers: accept }];
		if (!isTmdbApiKey(token)) return [url, { headers: { ...accept, Authorization: `Bearer ${token}` } }];
		const keyed = new URL(url);
		keyed.searchParams.set('api_key', token);
		return [keyed.href, { headers: accept }];
	}

	private json(answer: Answer): unknown {
		try {
			return JSON.parse(answer.body);
		} catch {
			throw new GatewayError('provider_error', TMDB_MESSAGES.unreadable, { status: answer.status });
		}
	}

	private failure({ status }: Answer, notFound?: string): GatewayError {
		if (status === 401) return new GatewayError('provider_error', this.options.token === undefined ? TMDB_MESSAGES.serverRefused : TMDB_MESSAGES.refused, { status });
		if (status === 404) return new GatewayError('not_found', notFound ?? TMDB_MESSAGES.noSuchTitle);
		return new GatewayError('provider_error', status >= 500 ? TMDB_MESSAGES.trouble : TMDB_MESSAGES.declined, { status });
	}
}

/** What a lookup says when the device is offline and the answer was not kept for offline use. */
export const OFFLINE_MESSAGE = TMDB_MESSAGES.offline;

function isOffline(): boolean {
	return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Retry-After in whole seconds (it may be seconds or an HTTP date); 1 s when missing or unreadable. */
function retryAfterSeconds(header: string | null): number {
	if (header === null || header.trim() === '') return 1;
	const seconds = Number(header);
	if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
	const date = Date.parse(header);
	return Number.isNaN(date) ? 1 : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}
