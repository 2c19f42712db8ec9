/** Export: the whole library as one versioned JSON document, read through the gateway. */
import type { Gateway } from '../gateway/gateway';
import { toErrorBody, type Result } from '../gateway/errors';
import type { RowProgress } from '../db/transfer-repo';
import { countsOf, FORMAT, VERSION, type LibraryDocument } from './library-document';

export async function exportLibrary(gateway: Gateway, options: { onProgress?: (p: RowProgress) => void } = {}): Promise<Result<LibraryDocument>> {
	try {
		const data = await gateway.transfer.snapshot(options.onProgress);
		return {
			ok: true,
			data: { format: FORMAT, version: VERSION, exportedAt: gateway.now().toISOString(), counts: countsOf(data), data }
		};
	} catch (error) {
		return { ok: false, error: toErrorBody(error) };
	}
}
