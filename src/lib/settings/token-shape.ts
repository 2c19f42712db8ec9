/**
 * What is wrong with something pasted as TMDB's key or token, said before TMDB is asked, in words
 * that say what to copy instead: the mistakes made copying from TMDB's API page. Loaded with the
 * first save or check of a token (app-settings.ts, token-test.ts), not with the first visit.
 */
import { isTmdbApiKey } from '../domain/tmdb-credential';

/** Shorter than any credential TMDB gives: a name or a password pasted by mistake. */
const SHORTEST = 16;
const COPY_INSTEAD = "copy the API Key or the API Read Access Token from TMDB's API page instead";

/** Completes "The token …"; undefined when it may be a key or token (TMDB's answer then says). */
export function tokenProblem(token: string): string | undefined {
	if (isTmdbApiKey(token)) return undefined;
	if (/^[0-9a-f]+$/i.test(token)) return `has ${token.length} characters, and TMDB's API Key has 32: copy it again, whole`;
	if (/^(https?:\/\/|www\.)/i.test(token)) return `is a web address: ${COPY_INSTEAD}`;
	if (/^[^@]+@[^@]+\.[a-z]+$/i.test(token)) return `is an email address: ${COPY_INSTEAD}`;
	if (token.length < SHORTEST) return `is too short for a TMDB key: ${COPY_INSTEAD}`;
	return undefined;
}
