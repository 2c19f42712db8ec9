/** Saving a title the way a person does: find it in Discover's search and tap its quick save. */
import type { Page } from '@playwright/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function saveFromCatalog(page: Page, kind: 'tv' | 'movie', query: string, title: string): Promise<void> {
	await page.goto(`/discover?kind=${kind}`);
	await page.getByRole('searchbox', { name: /search/i }).fill(query);
	await page.getByRole('button', { name: `Save ${title}`, exact: true }).click();
	// The card turns into a link to the saved title ("In your library: <title>").
	await page.getByRole('link', { name: new RegExp(`^In your library\\s*:\\s*${escape(title)}$`) }).waitFor();
}
