/**
 * Provider lookups the title and log pages share: a series' details and its seasons. An answer is
 * kept for the session (episode lists do not change while a diary is open); a failure is not, so
 * the next visit asks again.
 */
import type { CatalogDetails, SeasonDetails } from '$lib/domain/catalog';
import type { Result } from '$lib/gateway';
import { call } from '$lib/ui/gateway-client';
import { OPS, SEASON_DETAILS } from '$lib/ui/library/operations';

const answers = new Map<string, Promise<Result<unknown>>>();

function remembered<T>(key: string, load: () => Promise<Result<T>>): Promise<Result<T>> {
	let answer = answers.get(key) as Promise<Result<T>> | undefined;
	if (!answer) {
		answer = load();
		answers.set(key, answer);
		void answer.then((result) => {
			if (!result.ok) answers.delete(key);
		});
	}
	return answer;
}

export function seriesDetails(providerId: string): Promise<Result<CatalogDetails>> {
	return remembered(`series:${providerId}`, () => call<CatalogDetails>('svc_lookup', OPS.tv.details, { providerId }));
}

export function seasonDetails(providerId: string, seasonNumber: number): Promise<Result<SeasonDetails>> {
	return remembered(`season:${providerId}:${seasonNumber}`, () =>
		call<SeasonDetails>('svc_lookup', SEASON_DETAILS, { providerId, seasonNumber })
	);
}

/** After "Refresh metadata" the series and its seasons are read from the provider again. */
export function forgetSeries(providerId: string): void {
	for (const key of [...answers.keys()]) {
		if (key === `series:${providerId}` || key.startsWith(`season:${providerId}:`)) answers.delete(key);
	}
}
