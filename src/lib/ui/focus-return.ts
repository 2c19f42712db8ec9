/**
 * A form that is a page of its own (the log form) hands the keyboard back to the link that opened
 * it once it has gone back to the opener's page: SvelteKit would leave it on the page's body, the
 * top of the page, and the person would tab through everything again to carry on.
 */
import { afterNavigate } from '$app/navigation';
import { focusInView } from './focus';

/** The form's own address, set as it leaves; the link that opened it points there. */
let leaving: string | undefined;
// The page it returns to may draw the link only once its data is read.
const WAIT_MS = 2000;

export function returnFocusFrom(formHref: string): void {
	leaving = formHref;
}

function focusOpener(href: string, since: number): void {
	// Focus the person moved meanwhile stays where they put it.
	if (document.activeElement && document.activeElement !== document.body) return;
	const opener = [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')].find((a) => a.getAttribute('href') === href);
	if (opener) focusInView(opener);
	else if (performance.now() - since < WAIT_MS) requestAnimationFrame(() => focusOpener(href, since));
}

/** The layout's: must be called while it initializes. */
export function focusReturnsToOpeners(): void {
	afterNavigate(() => {
		const href = leaving;
		leaving = undefined;
		if (href) requestAnimationFrame(() => focusOpener(href, performance.now()));
	});
}
