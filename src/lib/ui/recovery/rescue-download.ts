/**
 * The export of last resort, downloaded. Loaded only when the person asks for it from the
 * recovery screen, so the first screen does not carry it.
 */
import { rescueExport } from '$lib/io/rescue-export';
import { downloadJson } from '../download';
import { exportFileName, rowsText } from '../settings/transfer-labels';

/** Downloads whatever rows can still be read; resolves to what to tell the person. */
export async function downloadWhatRemains(now: Date): Promise<string> {
	const doc = await rescueExport(now);
	const rows = Object.values(doc.counts).reduce((a, b) => a + b, 0);
	if (rows === 0) return 'Nothing could be read from this browser’s storage.';
	const fileName = exportFileName(now);
	downloadJson(doc, fileName);
	const missing = doc.unreadable.length > 0 ? ` Some parts could not be read: ${doc.unreadable.join(', ')}.` : '';
	return `Downloaded ${fileName}: ${rowsText(rows)}.${missing}`;
}
