/** What the quick log sheet is given by the button that opens it (kept apart: the button must not import the sheet). */
import type { MediaKind } from '$lib/domain/enums';
import type { MediaRecord } from '$lib/domain/records';

export interface SheetProps {
	kind: MediaKind;
	providerId: string;
	title: string;
	/** The title as saved by the sheet, so the card or page can say it is in the library. */
	onsaved: (record: MediaRecord) => void;
	onclose: () => void;
}
