/** Page model of the confirmation a quick log shows in place (the layout's toast), with its Undo. */
import type { Locator, Page } from '@playwright/test';

export class Confirmation {
	readonly card: Locator;
	readonly undo: Locator;
	readonly dismiss: Locator;
	private readonly nav: Locator;

	constructor(readonly page: Page) {
		this.card = page.getByRole('group', { name: 'Confirmation' });
		this.undo = this.card.getByRole('button', { name: 'Undo' });
		this.dismiss = this.card.getByRole('button', { name: 'Dismiss' });
		this.nav = page.getByRole('navigation', { name: 'Sections' });
	}

	/** A polite live region saying `text`: what a screen reader is told without focus moving. */
	said(text: string): Locator {
		return this.page.locator('[aria-live="polite"]').filter({ hasText: text });
	}

	/** Whether the confirmation and the bottom bar (or the sidebar) share any pixel. */
	async coversNavigation(): Promise<boolean> {
		const [card, nav] = await Promise.all([this.card.boundingBox(), this.nav.boundingBox()]);
		if (!card || !nav) throw new Error('the confirmation or the navigation is not on screen');
		const apart = card.x + card.width <= nav.x || nav.x + nav.width <= card.x || card.y + card.height <= nav.y || nav.y + nav.height <= card.y;
		return !apart;
	}
}
