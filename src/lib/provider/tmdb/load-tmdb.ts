/**
 * Loads a part of the TMDB code. It is split off so that a first start, with no token, does
 * not download it; failing to load it (offline before it was ever cached) is an outage.
 */
import { GatewayError } from '../../domain/errors';

export async function loadTmdb<T>(load: () => Promise<T>): Promise<T> {
	try {
		return await load();
	} catch {
		throw new GatewayError(
			'provider_unavailable',
			"Screenshelf's TMDB connection could not be loaded. Check the network connection and try again."
		);
	}
}
