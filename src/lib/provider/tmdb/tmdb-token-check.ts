/** The Settings screen's "test token": asks TMDB whether it accepts an API Read Access Token or API Key. */
import type { TokenCheck } from '../../settings/settings-schema';
import { TmdbClient, type TmdbClientOptions } from './tmdb-client';
import { TOKEN_NOT_ACCEPTED } from './tmdb-messages';
import { authentication } from './tmdb-schemas';

/** Rejects with a GatewayError when TMDB refuses the token or cannot say (unreachable, slow). */
export async function checkTmdbToken(options: TmdbClientOptions): Promise<TokenCheck> {
	// TMDB's own "validate key" endpoint: success for a token it accepts, 401 otherwise.
	const answer = await new TmdbClient(options).get('/authentication', authentication);
	if (answer.success) return { accepted: true, message: 'TMDB accepted the token.' };
	return { accepted: false, code: 'provider_error', message: TOKEN_NOT_ACCEPTED, status: 401 };
}
