/**
 * The Settings screen's "test token": the token and address given are checked here, then TMDB is
 * asked whether it accepts the token (app-settings.ts loads this with the first check).
 */
import { checkTmdbToken } from '../provider/tmdb/tmdb-token-check';
import { tmdbClientOptions } from './app-settings';
import { settingsSchema, tmdbToken, type Settings, type TokenCheck } from './settings-schema';
import { tokenProblem } from './token-shape';

/** AppSettings.testToken; rejects with a GatewayError when TMDB refuses the token or cannot say. */
export async function testToken(current: Readonly<Settings>, token?: string, baseUrl?: string | null): Promise<TokenCheck> {
	const candidate = token === undefined ? current.tmdbToken : token.trim() || null;
	if (candidate === null) {
		return { accepted: false, code: 'provider_not_configured', message: 'No TMDB token is set yet.' };
	}
	const checked = tmdbToken.safeParse(candidate);
	const problem = checked.success ? tokenProblem(checked.data) : checked.error.issues[0]?.message;
	if (!checked.success || problem) {
		return { accepted: false, code: 'invalid_input', field: 'tmdbToken', message: `The token ${problem}.` };
	}
	const address = baseUrl === undefined ? { success: true as const, data: current.tmdbBaseUrl } : settingsSchema.shape.tmdbBaseUrl.safeParse(baseUrl);
	if (!address.success) {
		return { accepted: false, code: 'invalid_input', field: 'tmdbBaseUrl', message: `The TMDB API address ${address.error.issues[0]?.message}.` };
	}
	return checkTmdbToken(tmdbClientOptions({ ...current, tmdbBaseUrl: address.data }, checked.data));
}
