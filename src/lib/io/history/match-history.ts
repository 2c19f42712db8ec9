/**
 * Matches an export's titles to provider titles: a few lookups at a time (the TMDB client's rate
 * limiter spaces them under TMDB's limit), each answer kept as it comes, so a closed tab or a
 * cancel loses nothing and the next run starts where this one stopped. The person's choices are
 * kept the same way.
 */
import type { MediaKind } from '../../domain/enums';
import type { HistorySource, HistoryTitle } from './history-entry';
import { normalTitle } from './history-entry';
import type { MatchLookups } from './match-lookups';
import { classify, type Candidate, type MatchState } from './match-title';

export interface MatchProgress {
	done: number;
	total: number;
}

export interface MatchOptions {
	signal?: AbortSignal;
	onProgress?: (p: MatchProgress) => void;
	/** Lookups in flight at once: enough to keep the rate limiter's queue full. */
	concurrency?: number;
}

export type Choice = { providerId: string; entry: Candidate } | { skip: true };

// Kept answers are written in batches: one transaction per answer would be slower than TMDB.
export const KEEP_EVERY = 25;

const keys = (provider: string, title: HistoryTitle) => ({
	details: title.tmdbId && `${provider}:details:${title.kind}:${title.tmdbId}`,
	find: title.tvdbId && `${provider}:find:tvdb:${title.tvdbId}`,
	imdb: title.imdbId && `${provider}:find:imdb:${title.imdbId}`,
	search: (kind: MediaKind, name = title.title) => `${provider}:search:${kind}:${normalTitle(name)}`
});

/** The kinds a title is looked for as: one the export does not call film or series, both. */
const kindsOf = (title: HistoryTitle): MediaKind[] => (title.eitherKind ? ['movie', 'tv'] : [title.kind]);

export const choiceKey = (source: HistorySource, title: HistoryTitle) => `choice:${source}:${title.key}`;

export function stateOfChoice(choice: Choice): MatchState {
	return 'skip' in choice ? { state: 'skipped' } : { state: 'chosen', entry: choice.entry };
}

/** Keeps the person's choices, one write for any number of them ("Skip all not found"). */
export async function rememberChoices(lookups: MatchLookups, source: HistorySource, choices: [HistoryTitle, Choice][]): Promise<void> {
	await lookups.keep(new Map(choices.map(([title, choice]) => [choiceKey(source, title), choice])));
}

export async function matchHistory(
	source: HistorySource,
	titles: HistoryTitle[],
	lookups: MatchLookups,
	options: MatchOptions = {}
): Promise<Map<string, MatchState>> {
	const provider = lookups.providerName;
	const wanted = titles.flatMap((t) => {
		const k = keys(provider, t);
		const searches = [t.title, ...(t.originalTitle ? [t.originalTitle] : [])].flatMap((name) => kindsOf(t).map((kind) => k.search(kind, name)));
		return [choiceKey(source, t), ...searches, ...[k.details, k.find, k.imdb].filter((x): x is string => !!x)];
	});
	const known = await lookups.kept(wanted);
	const fresh = new Map<string, unknown>();
	const flush = async () => {
		if (fresh.size === 0) return;
		const batch = new Map(fresh);
		fresh.clear();
		await lookups.keep(batch);
	};
	// Films of one name (Letterboxd's "Rain" and "rain") are one search: one in flight serves both.
	const asking = new Map<string, Promise<unknown>>();
	const ask = async <T>(key: string, lookup: () => Promise<T>): Promise<T> => {
		try {
			const answer = await lookup();
			known.set(key, answer);
			fresh.set(key, answer);
			if (fresh.size >= KEEP_EVERY) await flush();
			return answer;
		} finally {
			asking.delete(key);
		}
	};
	const once = <T>(key: string, lookup: () => Promise<T>): Promise<T> => {
		if (known.has(key)) return Promise.resolve(known.get(key) as T);
		if (!asking.has(key)) asking.set(key, ask(key, lookup));
		return asking.get(key) as Promise<T>;
	};

	const matchOne = async (title: HistoryTitle): Promise<MatchState> => {
		const choice = known.get(choiceKey(source, title)) as Choice | undefined;
		if (choice) return stateOfChoice(choice);
		const k = keys(provider, title);
		if (k.details) {
			const entry = await once(k.details, () => lookups.details(title.kind, title.tmdbId!));
			if (entry) return { state: 'exact', entry };
		}
		if (k.find) {
			const [entry] = (await once(k.find, () => lookups.find('tvdb_id', title.tvdbId!))).filter((e) => e.mediaType === 'tv');
			if (entry) return { state: 'exact', entry };
		}
		if (k.imdb) {
			// An IMDb ID names one title: the catalog's answer says film or series, whatever the export called it.
			const found = await once(k.imdb, () => lookups.find('imdb_id', title.imdbId!));
			const entry = found.find((e) => e.mediaType === title.kind) ?? found[0];
			if (entry) return { state: 'exact', entry };
		}
		// A title the export does not call film or series is looked for as both; the kinds' results compete.
		const search = async (name: string) => {
			const found: Candidate[] = [];
			for (const kind of kindsOf(title)) found.push(...(await once(k.search(kind, name), () => lookups.search(kind, name))));
			return found;
		};
		const results = await search(title.title);
		const state = classify(title, results);
		if (state.state !== 'unmatched' || !title.originalTitle) return state;
		// Nothing near by the name the export gives: its original title may be the catalog's.
		const more = (await search(title.originalTitle)).filter((r) => !results.some((s) => s.mediaType === r.mediaType && s.providerId === r.providerId));
		return classify(title, [...results, ...more]);
	};

	const states = new Map<string, MatchState>();
	let next = 0;
	let failure: unknown;
	const worker = async () => {
		while (next < titles.length && failure === undefined && !options.signal?.aborted) {
			const title = titles[next++]!;
			try {
				states.set(title.key, await matchOne(title));
				options.onProgress?.({ done: states.size, total: titles.length });
			} catch (error) {
				failure ??= error;
			}
		}
	};
	options.onProgress?.({ done: 0, total: titles.length });
	await Promise.all(Array.from({ length: options.concurrency ?? 6 }, worker));
	await flush();
	if (failure !== undefined) throw failure;
	options.signal?.throwIfAborted();
	return states;
}
