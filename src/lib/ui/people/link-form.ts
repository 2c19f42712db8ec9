/** What the recommendation and taste form says, by link and by which end the page fixes. */
import type { MediaKind } from '$lib/domain/enums';
import type { PersonView } from '$lib/domain/people';
import type { ProviderRef } from '$lib/domain/provider-ref';
import { TASTE_LABELS, type Taste } from './people-data';

export type Link = 'recommendation' | 'taste';

/** The end of the link the page already knows: its title, or its person. */
export type FixedEnd =
	| { side: 'title'; kind: MediaKind; recordId: string; providerRef: ProviderRef; title: string; people: PersonView[] }
	| { side: 'person'; personId: string; name: string };

type Side = FixedEnd['side'];

interface LinkFormText {
	heading: string;
	/** The person picker's label, on a title page. */
	personLabel: string;
	/** What to pick, by the side the page fixes. */
	missing: Record<Side, string>;
	notePlaceholder: Record<Side, string | undefined>;
	submit: Record<Side, (taste: Taste) => string>;
	saved: Record<Side, (person: string | undefined, title: string, taste: Taste) => string>;
}

const lower = (taste: Taste) => TASTE_LABELS[taste].toLowerCase();

export const LINK_FORM_TEXT: Record<Link, LinkFormText> = {
	recommendation: {
		heading: 'Record a recommendation',
		personLabel: 'Recommended by',
		missing: { title: 'Choose who recommended it.', person: 'Pick the title they recommended.' },
		notePlaceholder: { title: 'Why they recommended it', person: 'What they said about it' },
		submit: { title: () => 'Save recommendation', person: () => 'Save recommendation' },
		saved: {
			title: (person) => `${person ?? 'The'}'s recommendation is recorded.`,
			person: (person, title) => `Recorded: ${person} recommended ${title}.`
		}
	},
	taste: {
		heading: 'Record a taste',
		personLabel: 'Whose taste',
		missing: { title: 'Choose whose taste this is.', person: 'Pick the title.' },
		notePlaceholder: { title: undefined, person: undefined },
		submit: { title: () => 'Save taste', person: (taste) => `Save ${lower(taste)}` },
		saved: {
			title: (person, _title, taste) => `Recorded as ${person ?? 'Their'}'s ${lower(taste)}.`,
			person: (person, title, taste) =>
				`Recorded: ${title} is one of ${person}'s ${taste === 'favorite' ? 'favourites' : 'dislikes'}.`
		}
	}
};
