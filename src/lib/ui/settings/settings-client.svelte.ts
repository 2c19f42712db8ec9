/**
 * How the Settings screen reaches `gateway.settings`: a live view that never holds the token
 * itself, and writes and token checks that resolve to results instead of throwing.
 */
import type { GatewayErrorBody, Result, SettingsPatch, SettingsView, TokenCheck } from '$lib/gateway';
import { toErrorBody } from '$lib/domain/errors';
import { TOKEN_NOT_ACCEPTED } from '$lib/provider/tmdb/tmdb-messages';
import { app, gateway } from '../gateway-client';

export interface LiveSettings {
	readonly current: SettingsView | undefined;
	readonly error: GatewayErrorBody | undefined;
}

/** The settings as shown, following every change. Must be called while a component initializes. */
export function liveSettings(): LiveSettings {
	let current = $state<SettingsView | undefined>(undefined);
	let error = $state<GatewayErrorBody | undefined>(undefined);

	$effect(() => {
		let stop: (() => void) | undefined;
		let cancelled = false;
		gateway().then(
			(g) => {
				// The listener receives the stored settings, token included: read the view instead.
				if (!cancelled) stop = g.settings.subscribe(() => (current = g.settings.get()));
			},
			(e: unknown) => (error = toErrorBody(e))
		);
		return () => {
			cancelled = true;
			stop?.();
		};
	});

	return {
		get current() {
			return current;
		},
		get error() {
			return error;
		}
	};
}

/** Asks the servers the app knows whether one offers TMDB's catalog, as a lookup would: Settings says what it found. */
export function findServerCatalog(): Promise<Result<unknown>> {
	return app.settings.findServerCatalog();
}

export function updateSettings(patch: SettingsPatch): Promise<Result<SettingsView>> {
	return app.settings.update(patch);
}

/** What a token check means to the person who pressed "Test token". */
export type TokenVerdict = 'accepted' | 'refused' | 'unreachable';

export interface TokenCheckResult {
	verdict: TokenVerdict;
	message: string;
	/** Set when the token itself is malformed, to show at the field. */
	fieldError?: string;
}

/** Checks the token given, else the saved one, against the address given (the field's), else the saved one. */
export async function checkToken(token?: string, baseUrl?: string): Promise<TokenCheckResult> {
	const tested = await app.settings.testToken(token, baseUrl);
	const check: TokenCheck = tested.ok ? tested.data : { accepted: false, ...tested.error };
	if (check.accepted) return { verdict: 'accepted', message: check.message };
	if (check.code === 'invalid_input' && check.field === 'tmdbToken') return { verdict: 'refused', message: 'This is not a TMDB token.', fieldError: check.message };
	// provider_error also covers TMDB failing (a 500): only its refusal is a verdict on the token.
	if (check.code === 'provider_error' && check.status === 401) return { verdict: 'refused', message: TOKEN_NOT_ACCEPTED };
	if (check.code === 'not_found') {
		return { verdict: 'unreachable', message: 'Nothing at that address answers as TMDB does. Check the address under Advanced.' };
	}
	return { verdict: 'unreachable', message: check.message };
}
