/** A download a click starts, with the text of the downloaded file. */
import type { Download, Locator, Page } from '@playwright/test';

export async function downloadFrom(page: Page, button: Locator): Promise<{ download: Download; text: string }> {
	const downloading = page.waitForEvent('download');
	await button.click();
	const download = await downloading;
	let text = '';
	for await (const chunk of await download.createReadStream()) text += String(chunk);
	return { download, text };
}
