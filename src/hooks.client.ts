/**
 * Runs in the browser before the app starts. The Content Security Policy (svelte.config.js)
 * forbids eval, so zod cannot compile its parsers anyway; saying so up front stops zod from
 * probing for eval, a probe the browser reports as a policy violation.
 * zod/mini ships no messages: the English locale, which gives every issue the wording users see,
 * is loaded when an input first fails or the person first presses or types (domain/issue-wording.ts).
 */
import type { ClientInit } from '@sveltejs/kit';
import { z } from 'zod/mini';
import { loadIssueWording } from '$lib/domain/issue-wording';
import { gateway } from '$lib/ui/gateway-client';

z.config({ jitless: true });

// Before anything the person types or picks can be checked: the file importers and the settings
// forms word their issues with it too.
for (const type of ['pointerdown', 'keydown']) addEventListener(type, () => void loadIssueWording(), { once: true, capture: true, passive: true });

/**
 * Starts opening the library while the first screen's code is still loading, not when that
 * screen first asks for data. On a browser's first start the browser must open the site's
 * IndexedDB storage from disk, which takes about a second for a large library; begun here it
 * overlaps the download and start of the route's code. Every screen reads the library, and
 * they all share this one opening (a failure is reported by the gateway client and retried by
 * the next call), so nothing is opened that would not be anyway.
 */
export const init: ClientInit = () => {
	gateway().catch(() => undefined);
};
