/** A gateway issue as a sentence next to its field: field names in words, first letter capital. */
const FIELD_WORDS: Record<string, string> = {
	seasonFrom: 'the first season',
	episodeFrom: 'the first episode',
	seasonTo: 'the last season',
	episodeTo: 'the last episode',
	watchedOn: 'the watch date',
	episodeAirDate: 'the air date'
};

export function fieldMessage(message: string | undefined): string | undefined {
	if (!message) return undefined;
	const words = message.replace(/\b(seasonFrom|episodeFrom|seasonTo|episodeTo|watchedOn|episodeAirDate)\b/g, (name) => FIELD_WORDS[name] ?? name);
	return words.charAt(0).toUpperCase() + words.slice(1) + (/[.!?]$/.test(words) ? '' : '.');
}
