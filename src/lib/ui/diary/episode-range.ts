/** The seasons and episodes a TV log covers, written the way viewers say it: "S1 E1–E5". */

export interface EpisodeRange {
	seasonFrom?: number;
	episodeFrom?: number;
	seasonTo?: number;
	episodeTo?: number;
}

export function formatEpisodeRange({ seasonFrom, episodeFrom, seasonTo, episodeTo }: EpisodeRange): string {
	if (seasonFrom === undefined) return '';
	const start = episodeFrom === undefined ? `S${seasonFrom}` : `S${seasonFrom} E${episodeFrom}`;
	if (seasonTo === undefined || seasonTo === seasonFrom) {
		if (episodeTo === undefined || episodeTo === episodeFrom) return start;
		// Without a first episode the range runs from wherever the season was left.
		return episodeFrom === undefined ? `${start} up to E${episodeTo}` : `${start}–E${episodeTo}`;
	}
	if (episodeFrom === undefined && episodeTo === undefined) return `S${seasonFrom}–S${seasonTo}`;
	const end = episodeTo === undefined ? `S${seasonTo}` : `S${seasonTo} E${episodeTo}`;
	return `${start} – ${end}`;
}
