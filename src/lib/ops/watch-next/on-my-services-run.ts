/** The "On my services" shelf's input schema and handler, loaded on their first call (on-my-services.ts). */
import { z } from 'zod/mini';
import { catalogRegion, watchStatus } from '../../domain/enums';
import { serviceIds, shortText } from '../../domain/fields';
import { matchServices } from '../../domain/kept-offers';
import { providerKey } from '../../domain/provider-ref';
import { recordWords, type MediaRecord } from '../../domain/records';
import { queryWords } from '../../domain/search-text';
import type { WatchService } from '../../domain/catalog';
import type { KindInfo } from '../kind-info';
import type { OpContext } from '../operation';

export const onMyServicesInput = z.strictObject({
	serviceIds,
	region: catalogRegion,
	status: z._default(watchStatus, 'want_to_watch'),
	query: z.optional(shortText)
});

export interface OnMyServices {
	/** On at least one of the services, in title order, with the services it is on. */
	items: { record: MediaRecord; services: WatchService[] }[];
	/** How many were checked and are on none of them. */
	elsewhere: number;
	/** Titles whose offers in the region were never fetched: neither in nor out. */
	unchecked: { mediaRecordId: string; providerId: string; title: string }[];
	/** The oldest check the answer rests on (ISO timestamp); null when nothing was checked. */
	checkedSince: string | null;
}

export function onMyServices(k: KindInfo) {
	return async ({ serviceIds, region, status, query }: z.output<typeof onMyServicesInput>, ctx: OpContext): Promise<OnMyServices> => {
		const words = queryWords(query ?? '');
		const wanted = new Set(serviceIds);
		return ctx.store.read(async (tx) => {
			const all = await tx.records.withStatus(k.kind, [status]);
			// The Library's search rule: every word starts a word of the title, overview, genres or tags.
			const records = words.length === 0 ? all : all.filter((r) => words.every((w) => recordWords(r).some((own) => own.startsWith(w))));
			const kept = await tx.offers.get(records.map((r) => providerKey(r.providerRef)));
			const answer: OnMyServices = { items: [], elsewhere: 0, unchecked: [], checkedSince: null };
			for (const record of records) {
				const offers = kept.get(providerKey(record.providerRef));
				const match = matchServices(offers, region, wanted);
				if (match.on === 'unchecked') {
					answer.unchecked.push({ mediaRecordId: record.id, providerId: record.providerRef.id, title: record.title });
					continue;
				}
				if (answer.checkedSince === null || offers!.fetchedAt < answer.checkedSince) answer.checkedSince = offers!.fetchedAt;
				if (match.on === 'mine') answer.items.push({ record, services: match.services });
				else answer.elsewhere += 1;
			}
			return answer;
		});
	};
}
