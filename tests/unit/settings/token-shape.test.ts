// What is pasted as TMDB's key or token, told apart before TMDB is asked: its API Key and its
// Read Access Token pass, and the usual copying mistakes are refused in words saying what to copy.
import { describe, expect, it } from 'vitest';
import { isTmdbApiKey } from '../../../src/lib/domain/tmdb-credential';
import { tokenProblem } from '../../../src/lib/settings/token-shape';

const READ_ACCESS_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJhdWQiOiJhYmMiLCJzY29wZXMiOlsiYXBpX3JlYWQiXX0.c2lnbmF0dXJl';

describe('a pasted TMDB credential', () => {
	it('is an API Key when it is 32 hexadecimal characters, in either case', () => {
		expect(isTmdbApiKey('0123456789abcdef0123456789abcdef')).toBe(true);
		expect(isTmdbApiKey('0123456789ABCDEF0123456789ABCDEF')).toBe(true);
		expect(isTmdbApiKey(READ_ACCESS_TOKEN)).toBe(false);
		expect(isTmdbApiKey('0123456789abcdef0123456789abcdeg')).toBe(false);
	});

	it('passes as an API Key or a Read Access Token', () => {
		expect(tokenProblem('0123456789abcdef0123456789abcdef')).toBeUndefined();
		expect(tokenProblem(READ_ACCESS_TOKEN)).toBeUndefined();
	});

	it.each([
		['an API Key with a character missing', '0123456789abcdef0123456789abcde', "has 31 characters, and TMDB's API Key has 32: copy it again, whole"],
		['an API Key pasted twice', '0123456789abcdef0123456789abcdef'.repeat(2), "has 64 characters, and TMDB's API Key has 32: copy it again, whole"],
		['the API page’s address', 'https://www.themoviedb.org/settings/api', "is a web address: copy the API Key or the API Read Access Token from TMDB's API page instead"],
		['an email address', 'someone@example.org', "is an email address: copy the API Key or the API Read Access Token from TMDB's API page instead"],
		['a password', 'hunter2', "is too short for a TMDB key: copy the API Key or the API Read Access Token from TMDB's API page instead"]
	])('refuses %s, saying what to copy', (_, pasted, problem) => {
		expect(tokenProblem(pasted)).toBe(problem);
	});
});
