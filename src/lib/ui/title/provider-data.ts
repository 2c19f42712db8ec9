/**
 * Provider lookups the title and log pages share: a series' details and its seasons. An answer is
 * kept for the session (episode lists do not change while a diary is open); a failure is not, so
 * the next visit asks again.
 */
import type { Result } from '$lib/gateway';
import { ops, type OperationData } from '$lib/ui/gateway-client';

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

export function seriesDetails(providerId: string): Promise<Result<OperationData<'tv', 'details'>>> {
	return remembered(`series:${providerId}`, () => ops.tv.details({ providerId }));
}

export function seasonDetails(providerId: string, seasonNumber: number): Promise<Result<OperationData<'tv', 'seasonDetails'>>> {
	return remembered(`season:${providerId}:${seasonNumber}`, () => ops.tv.seasonDetails({ providerId, seasonNumber }));
}

/** After "Refresh metadata" the series and its seasons are read from the provider again. */
export function forgetSeries(providerId: string): void {
	for (const key of [...answers.keys()]) {
		if (key === `series:${providerId}` || key.startsWith(`season:${providerId}:`)) answers.delete(key);
	}
}
