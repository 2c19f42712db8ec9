/** Marks provider entries that are already in the library. */
import type { CatalogEntry } from '../../domain/catalog';
import { providerKey, tmdbRef } from '../../domain/provider-ref';
import type { KindInfo } from '../kind-info';
import type { OpContext } from '../operation';

export async function markSaved<T extends CatalogEntry>(k: KindInfo, entries: T[], ctx: OpContext): Promise<T[]> {
	const keyOf = (e: CatalogEntry) => providerKey(tmdbRef(k.kind, e.providerId));
	const saved = await ctx.store.read((tx) => tx.records.idsByProviderKey(k.kind, entries.map(keyOf)));
	return entries.map((e) => ({ ...e, savedRecordId: saved.get(keyOf(e)) ?? null }));
}
