/** Upcoming's input schema and handler, loaded on their first call (upcoming.ts): no first screen needs them. */
import { z } from 'zod/mini';
import { airingBetween } from '../../domain/episode-guide';
import type { UpcomingItem } from '../../domain/watch-next';
import { id, limit, localDate } from '../../domain/fields';
import { providerKey } from '../../domain/provider-ref';
import type { MediaRecord } from '../../domain/records';
import type { StoreTx } from '../../db/library-store';
import type { OpContext } from '../operation';
import type { KindInfo } from '../kind-info';

export const upcomingInput = z.strictObject({ days: z._default(limit(365), 90), mediaRecordId: z.optional(id) });

const DAY_MS = 24 * 60 * 60 * 1000;

/** Series still followed: a dropped one has no calendar. */
const FOLLOWED_SERIES = ['watching', 'want_to_watch', 'on_hold', 'completed', 'watched'] as const;

async function upcomingEpisodes(tx: StoreTx, from: string, to: string, only: string | undefined, staleBefore: number) {
	const series = (await tx.records.withStatus('tv', FOLLOWED_SERIES)).filter((r) => !only || r.id === only);
	const guides = await tx.guides.get(series.map((r) => providerKey(r.providerRef)));
	const details = await tx.guides.seasons([...guides.values()].flatMap((g) => g.seasons.map((s) => ({ providerKey: g.providerKey, seasonNumber: s.seasonNumber }))));
	const items: UpcomingItem[] = [];
	const needsRefresh: string[] = [];
	for (const record of series) {
		const guide = guides.get(providerKey(record.providerRef));
		if (!guide || Date.parse(guide.fetchedAt) < staleBefore) needsRefresh.push(record.id);
		for (const e of guide ? airingBetween(guide, details.get(guide.providerKey) ?? new Map(), from, to) : []) {
			items.push({ ...base(record, e.airDate!), seasonNumber: e.seasonNumber, episodeNumber: e.episodeNumber, episodeName: e.name });
		}
	}
	return { items, needsRefresh };
}

function base(record: MediaRecord, date: string): UpcomingItem {
	return { date, mediaRecordId: record.id, providerId: record.providerRef.id, title: record.title };
}

async function upcomingReleases(tx: StoreTx, from: string, to: string, only: string | undefined) {
	const films = (await tx.records.withStatus('movie', ['want_to_watch'])).filter((r) => !only || r.id === only);
	const items = films.flatMap((r) => (r.releaseDate && r.releaseDate >= from && r.releaseDate <= to ? [base(r, r.releaseDate)] : []));
	return { items, needsRefresh: [] as string[] };
}

const inDateOrder = (a: UpcomingItem, b: UpcomingItem) =>
	a.date.localeCompare(b.date) || a.title.localeCompare(b.title) || (a.seasonNumber ?? 0) - (b.seasonNumber ?? 0) || (a.episodeNumber ?? 0) - (b.episodeNumber ?? 0);

export function upcoming(k: KindInfo) {
	return async ({ days, mediaRecordId }: z.output<typeof upcomingInput>, ctx: OpContext) => {
		const now = ctx.now();
		const from = localDate(now);
		const to = localDate(new Date(now.getTime() + days * DAY_MS));
		const found = await ctx.store.read((tx) =>
			k.kind === 'tv' ? upcomingEpisodes(tx, from, to, mediaRecordId, now.getTime() - DAY_MS) : upcomingReleases(tx, from, to, mediaRecordId)
		);
		return { items: found.items.sort(inDateOrder), needsRefresh: found.needsRefresh };
	};
}
