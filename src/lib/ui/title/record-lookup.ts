/** One saved record by its ID, through the get-by-ID extension (works offline). */
import type { MediaKind } from '$lib/domain/enums';
import type { MediaRecord } from '$lib/domain/records';
import type { Result } from '$lib/gateway';
import { ops } from '$lib/ui/gateway-client';

/** The saved record with this ID, or null when the library holds none. */
export async function findRecord(kind: MediaKind, id: string): Promise<Result<MediaRecord | null>> {
	const found = await ops[kind].getRecord({ mediaRecordId: id });
	if (found.ok) return { ok: true, data: found.data.record };
	return found.error.code === 'not_found' ? { ok: true, data: null } : found;
}
