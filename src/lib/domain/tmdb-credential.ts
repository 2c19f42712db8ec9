/**
 * TMDB's API page shows a person two credentials that give the same access: the API Key (32
 * hexadecimal characters), which TMDB takes only as the `api_key` parameter of a URL, and the
 * API Read Access Token (a long text starting eyJ), which it takes only as a Bearer header.
 * People copy whichever they find first; both are kept in the one token setting.
 */
export function isTmdbApiKey(credential: string): boolean {
	return /^[0-9a-f]{32}$/i.test(credential);
}
