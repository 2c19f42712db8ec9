/**
 * Documents this device could not place (placement.ts), kept aside with their reason: they stay in
 * the mirror as the server sent them, sync carries on past them, Settings > Sync counts them, and
 * the version of the app that set them aside is noted, so an updated app tries them again.
 */
import type { SyncTx } from '../db/library-store';
import type { AsideReason } from './placement';

/** This device's kept documents, in its settings (never exported or synced). */
export const ASIDE_KEY = 'sync.keptAside';

export interface KeptAside {
	/** The app version that looked at them last. */
	version: string;
	/** By document ID: why it was kept aside, and the row it names when that could be read. */
	docs: Record<string, { reason: AsideReason; key?: string }>;
}

export async function readKeptAside(tx: SyncTx): Promise<KeptAside> {
	return ((await tx.settings.get(ASIDE_KEY)) as KeptAside | undefined) ?? { version: '', docs: {} };
}

export async function writeKeptAside(tx: SyncTx, aside: KeptAside): Promise<void> {
	await tx.settings.put({ [ASIDE_KEY]: aside });
}

/**
 * Forgets documents kept aside for these rows, whose documents now say this device's version (it
 * wrote it over them, or found it there): its own revision coming back is never read again, so
 * nothing else would. Returns how many it forgot.
 */
export async function forgetKeptAside(tx: SyncTx, keys: ReadonlySet<string>): Promise<number> {
	if (keys.size === 0) return 0;
	const aside = await readKeptAside(tx);
	const over = Object.entries(aside.docs).flatMap(([id, { key }]) => (key !== undefined && keys.has(key) ? [id] : []));
	if (over.length === 0) return 0;
	for (const id of over) delete aside.docs[id];
	await writeKeptAside(tx, aside);
	return over.length;
}

/** How many documents are kept aside, by reason. */
export function asideCounts(aside: KeptAside): Partial<Record<AsideReason, number>> {
	const counts: Partial<Record<AsideReason, number>> = {};
	for (const { reason } of Object.values(aside.docs)) counts[reason] = (counts[reason] ?? 0) + 1;
	return counts;
}
