/** Tags already used on other saved titles, for the tag editor to offer as the user types. */
import { fold } from '$lib/domain/search-text';
import type { Result } from '$lib/gateway';
import { fullPage, ops } from '$lib/ui/gateway-client';

const MAX_SUGGESTIONS = 8;

/**
 * The records query matches tags by word prefix, so the titles it finds for the typed text are
 * the ones whose tags may start with it; their tags that do are the suggestions.
 */
export async function suggestTags(typed: string, exclude: string[]): Promise<Result<string[]>> {
	const prefix = fold(typed.trim());
	const input = { query: typed.trim() || undefined, detail: 'full' as const, limit: 50 };
	const answers = (await Promise.all([ops.tv.queryRecords(input), ops.movie.queryRecords(input)])).map(fullPage);
	const taken = new Set(exclude.map(fold));
	const found = new Map<string, string>();
	for (const answer of answers) {
		if (!answer.ok) return answer;
		for (const tag of answer.data.items.flatMap((r) => r.tags)) {
			const key = fold(tag);
			if (key.startsWith(prefix) && !taken.has(key) && !found.has(key)) found.set(key, tag);
		}
	}
	return { ok: true, data: [...found.values()].sort((a, b) => a.localeCompare(b)).slice(0, MAX_SUGGESTIONS) };
}
