/** Export: the whole library as one versioned JSON document, read through the gateway. */
import type { Gateway } from '../gateway/gateway';
import { resultOf, type Result } from '../domain/errors';
import type { RowProgress } from '../db/rows';
import { countsOf, FORMAT, VERSION, type LibraryDocument } from '../transfer/library-document';

export function exportLibrary(gateway: Gateway, options: { onProgress?: (p: RowProgress) => void } = {}): Promise<Result<LibraryDocument>> {
	return resultOf(async () => {
		const data = await gateway.transfer.snapshot(options.onProgress);
		return { format: FORMAT, version: VERSION, exportedAt: gateway.now().toISOString(), counts: countsOf(data), data };
	});
}
