/**
 * Which answer TMDB's address gives, and whether it is one Screenshelf can use: the same check for
 * the client (an answer that fails it is an error) and for the service worker (an answer that
 * fails it is never kept, and a kept one that fails it is dropped). Small on purpose: the worker
 * bundles it with the schemas and nothing else.
 */
import type { z } from 'zod/mini';
import {
	configuration,
	findResults,
	genreList,
	movieDetails,
	movieResults,
	seasonDetails,
	tvDetails,
	tvResults,
	watchProviders,
	watchServiceList
} from './tmdb-schemas';

const LISTS = { movie: movieResults, tv: tvResults } as const;
type Kind = keyof typeof LISTS;

/** By the path after the API's base (/movie/603), the first that matches. */
const ROUTES: [RegExp, (kind: Kind) => z.ZodMiniType][] = [
	[/^\/configuration$/, () => configuration],
	[/^\/genre\/(movie|tv)\/list$/, () => genreList],
	[/^\/(?:discover|search)\/(movie|tv)$/, (kind) => LISTS[kind]],
	[/^\/find\/[^/]+$/, () => findResults],
	[/^\/(movie|tv)\/\d+\/watch\/providers$/, () => watchProviders],
	[/^\/watch\/providers\/(movie|tv)$/, () => watchServiceList],
	[/^\/tv\/\d+\/season\/\d+$/, () => seasonDetails],
	[/^\/(movie|tv)\/\d+$/, (kind) => (kind === 'movie' ? movieDetails : tvDetails)],
	[/^\/(movie|tv)\/[a-z_]+$/, (kind) => LISTS[kind]]
];

/** The schema of the answer at `path`; undefined for an address Screenshelf never reads. */
export function answerSchema(path: string): z.ZodMiniType | undefined {
	for (const [pattern, schema] of ROUTES) {
		const match = pattern.exec(path);
		if (match) return schema(match[1] as Kind);
	}
	return undefined;
}

/** Whether an answer's text is JSON that passes the check for its path. */
export function isUsableAnswer(path: string, text: string): boolean {
	const schema = answerSchema(path);
	if (!schema) return false;
	try {
		return schema.safeParse(JSON.parse(text)).success;
	} catch {
		return false;
	}
}
