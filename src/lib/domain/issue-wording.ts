/**
 * zod/mini's English wording of what is wrong with an input ("Too big: expected string to have
 * <=200 characters"), loaded when an input first fails or the person first starts doing things,
 * not with the first visit: a screen that only shows the library never needs it (about 1.5 KB
 * gzipped). Until it is loaded zod says only "Invalid input".
 */
import { z } from 'zod/mini';

let loading: Promise<void> | undefined;

/** Loads the wording once; where it cannot be loaded (offline before the service worker kept it), zod's plain words stay. */
export function loadIssueWording(): Promise<void> {
	loading ??= import('zod/v4/locales/en.js').then(
		(en) => void z.config(en.default()),
		() => {
			loading = undefined;
		}
	);
	return loading;
}

/** `schema.safeParse(value)`, with the issues of a failure in words. */
export async function parseWorded<S extends z.ZodMiniType>(schema: S, value: unknown): Promise<ReturnType<S['safeParse']>> {
	const first = schema.safeParse(value) as ReturnType<S['safeParse']>;
	if (first.success) return first;
	await loadIssueWording();
	return schema.safeParse(value) as ReturnType<S['safeParse']>;
}
