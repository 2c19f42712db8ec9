/**
 * Runs in the browser before the app starts. The Content Security Policy (svelte.config.js)
 * forbids eval, so zod cannot compile its parsers anyway; saying so up front stops zod from
 * probing for eval, a probe the browser reports as a policy violation.
 * zod/mini ships no messages: the English locale gives every issue the wording users see.
 */
import { z } from 'zod/mini';

z.config({ ...z.locales.en(), jitless: true });
