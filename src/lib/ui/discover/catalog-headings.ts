/** What a Discover list is called, and what it says when it is empty. */
import type { DiscoverCategory } from '$lib/domain/catalog';
import type { MediaKind } from '$lib/domain/enums';
import { CATEGORY_LABELS, nounOf } from './catalog-ops';

const HEADINGS: Partial<Record<DiscoverCategory, string>> = {
	now_playing: 'Movies now playing',
	upcoming: 'Upcoming movies',
	airing_today: 'Series airing today',
	on_the_air: 'Series on the air'
};

export function listHeading(kind: MediaKind, category: DiscoverCategory, query: string, mine = false): string {
	if (query) return `Results for “${query}”`;
	return `${HEADINGS[category] ?? `${CATEGORY_LABELS[category]} ${nounOf(kind)}`}${mine ? ' on your services' : ''}`;
}

/** An empty list is an answer, not a failure: say why it is empty and what would fill it. */
export function emptyList(
	kind: MediaKind,
	category: DiscoverCategory,
	query: string,
	provider: 'demo' | 'tmdb' | undefined,
	mine = false
): { title: string; body: string } {
	const other = kind === 'tv' ? 'Movies' : 'TV';
	if (query) {
		const body =
			provider === 'demo'
				? `The demo catalog holds a few dozen well-known titles. Try the ${other} tab, or set a TMDB token in Settings to search everything.`
				: `Check the spelling, or try the ${other} tab.`;
		return { title: `No ${nounOf(kind)} match “${query}”`, body };
	}
	if (mine) {
		const where = provider === 'demo' ? 'The demo catalog records where its titles stream in the US only, as they were when it was made.' : 'TMDB knows of none by subscription in your region.';
		return {
			title: `None of the ${nounOf(kind)} here is on your services`,
			body: `${where} Pick more services in Settings, or turn off “On my services” to see every title.`
		};
	}
	const heading = listHeading(kind, category, query);
	const lower = heading.charAt(0).toLowerCase() + heading.slice(1);
	if (provider === 'demo') {
		return {
			title: `No ${lower} in the demo catalog`,
			body: 'The demo catalog is a fixed set of titles, and none of them fits this list today. With a TMDB token set in Settings, this list comes from TMDB.'
		};
	}
	return { title: `TMDB lists no ${lower} right now`, body: 'Try again later, or look at another list.' };
}
