/** The watch-log rules of the spec, as svc_describe tells them. */
import type { MediaKind } from '../../domain/enums';

const COMMON = [
	'log.mediaRecordId must name a saved title (resolve it with the records query first); otherwise not_found.',
	'Every ID in log.watchedWithPersonIds must be an active People record; otherwise invalid_input at that item.',
	'log.platformType defaults to theater. log.placeKey is ext:<placeId> or manual:<uuid>.'
];

export const LOG_RULES: Record<MediaKind, string[]> = {
	tv: [
		...COMMON,
		'When log.watchedOn is omitted it defaults to log.episodeAirDate, else the series first air date, else today, and the log is marked watchedOnDefaulted so the user can fix it later.',
		'A TV log covers a range: seasonFrom/episodeFrom to seasonTo/episodeTo. seasonTo must not be before seasonFrom; within one season episodeTo must not be before episodeFrom.'
	],
	movie: [
		...COMMON,
		'When log.watchedOn is omitted it defaults to the release date, else today, and the log is marked watchedOnDefaulted so the user can fix it later.'
	]
};
