/** Shared steps of writing a saved record: IDs, provider metadata, derived fields. */
import type { CatalogDetails } from '../../domain/catalog';
import { invalidInput } from '../../domain/errors';
import { posterBaseOf } from '../../domain/poster-base';
import { defaultRecordId, providerKey, type ProviderRef } from '../../domain/provider-ref';
import { PROVIDER_FIELDS, type MediaRecord } from '../../domain/records';
import type { StoreTx } from '../../db/library-store';
import type { RecordInput } from '../../db/records-repo';
import type { KindInfo } from '../kind-info';

/** The record a write goes to: the one named, else the saved copy of the title, else the default ID. */
export async function targetRecordId(tx: StoreTx, k: KindInfo, ref: ProviderRef, mediaRecordId?: string): Promise<string> {
	if (mediaRecordId !== undefined) return mediaRecordId;
	const key = providerKey(ref);
	const saved = await tx.records.idsByProviderKey(k.kind, [key]);
	return saved.get(key) ?? defaultRecordId(ref);
}

export type ProviderFields = Partial<Pick<MediaRecord, (typeof PROVIDER_FIELDS)[number]>> & Pick<MediaRecord, 'providerRef' | 'title' | 'genres' | 'posterPath'>;

/** The provider-owned fields of a record, from a details lookup; unknown values are left out. */
/** `now`: when the details were read, kept as the record's detailsFetchedAt. */
export function metadataFromDetails(k: KindInfo, details: CatalogDetails, now?: string): ProviderFields {
	const fields: ProviderFields = {
		providerRef: { provider: 'tmdb', mediaType: k.kind, id: details.providerId },
		title: details.title,
		genres: details.genres,
		posterPath: details.posterPath
	};
	const optional = {
		detailsFetchedAt: now,
		posterBase: posterBaseOf(details.posterUrl, details.posterPath),
		originalTitle: details.originalTitle,
		overview: details.overview,
		[k.dateField]: k.kind === 'tv' ? details.firstAirDate : details.releaseDate,
		runtimeMinutes: details.runtimeMinutes,
		numberOfSeasons: details.numberOfSeasons,
		numberOfEpisodes: details.numberOfEpisodes
	};
	for (const [key, value] of Object.entries(optional)) {
		if (value !== null && value !== undefined) Object.assign(fields, { [key]: value });
	}
	return fields;
}

export function withoutProviderFields(record: MediaRecord): Omit<MediaRecord, (typeof PROVIDER_FIELDS)[number]> {
	const copy: Record<string, unknown> = { ...record };
	for (const field of PROVIDER_FIELDS) delete copy[field];
	return copy as Omit<MediaRecord, (typeof PROVIDER_FIELDS)[number]>;
}

/** Drops keys whose value is undefined, so stored rows and exports carry no empty keys. */
export function compact<T extends object>(value: T): T {
	return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * Puts a record, keys left undefined dropped; returns it as put. Its watch count and
 * last-watched date are the unit of work's (db/unit-of-work.ts), not the caller's.
 */
export async function saveRecord(tx: StoreTx, k: KindInfo, record: RecordInput): Promise<MediaRecord> {
	const [saved] = await tx.records.put(k.kind, compact(record));
	return saved!;
}

/**
 * A title saved from the catalog inside the caller's transaction: a new record with `status`, or the
 * saved one with the catalog's fields refreshed and its own (status, rating, notes) kept.
 */
export async function saveFromCatalog(
	tx: StoreTx,
	k: KindInfo,
	metadata: ProviderFields,
	options: { mediaRecordId?: string; status: MediaRecord['status']; now: string }
): Promise<{ record: MediaRecord; created: boolean }> {
	const { now } = options;
	const recordId = await targetRecordId(tx, k, metadata.providerRef, options.mediaRecordId);
	const existing = await tx.records.get(k.kind, recordId);
	if (existing && existing.providerRef.id !== metadata.providerRef.id) {
		throw invalidInput('mediaRecordId', `is saved for another title (provider ID ${existing.providerRef.id})`);
	}
	const base: Omit<RecordInput, keyof ProviderFields> = existing
		? withoutProviderFields(existing)
		: { id: recordId, status: options.status, tags: [], recommendedByPersonIds: [], createdAt: now, updatedAt: now };
	const record = await saveRecord(tx, k, compact({ ...base, ...metadata, updatedAt: now }));
	return { record, created: !existing };
}
