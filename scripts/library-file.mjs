// A Screenshelf export file holding the given titles and logs, for filling an app through
// Settings' import: the end-to-end tests' long histories and the bench's `--only=js` library.
// Derived counters are left at zero: the import recomputes them.

const STAMP = '2024-01-01T00:00:00.000Z';

/** @param {'movie' | 'tv'} kind @param {string} providerId */
export function recordId(kind, providerId) {
	return `${kind}:tmdb:${providerId}`;
}

/**
 * @param {import('./library-file.d.mts').FileTitle[]} titles
 * @param {import('./library-file.d.mts').FileLog[]} logs
 */
export function libraryFile(titles, logs) {
	const titleOf = new Map(titles.map((t) => [recordId(t.kind, t.providerId), t.title]));
	/** @param {import('./library-file.d.mts').FileTitle} t */
	const record = (t) => ({
		id: recordId(t.kind, t.providerId),
		providerRef: { provider: 'tmdb', mediaType: t.kind, id: t.providerId },
		title: t.title,
		status: t.status ?? (t.kind === 'tv' ? 'watching' : 'watched'),
		...(t.rating ? { rating: t.rating } : {}),
		...(t.runtimeMinutes ? { runtimeMinutes: t.runtimeMinutes } : {}),
		genres: [],
		tags: [],
		recommendedByPersonIds: [],
		watchCount: 0,
		lastWatchedOn: null,
		posterPath: null,
		createdAt: STAMP,
		updatedAt: STAMP
	});
	/** @param {import('./library-file.d.mts').FileLog} l @param {number} i */
	const log = (l, i) => {
		const mediaRecordId = recordId(l.kind, l.providerId);
		const { kind, watchedOn, rating, notes, seasonFrom, episodeFrom, episodeTo } = l;
		return {
			watchedOn,
			...(rating ? { rating } : {}),
			...(notes ? { notes } : {}),
			...(seasonFrom !== undefined ? { seasonFrom } : {}),
			...(episodeFrom !== undefined ? { episodeFrom } : {}),
			...(episodeTo !== undefined ? { episodeTo } : {}),
			watchLogId: `seed-${kind}-${String(i).padStart(5, '0')}`,
			kind,
			mediaRecordId,
			title: titleOf.get(mediaRecordId) ?? l.providerId,
			platformType: 'streaming',
			watchedOnDefaulted: false,
			watchedWithPersonIds: [],
			createdAt: STAMP,
			updatedAt: STAMP
		};
	};
	/** @param {'movie' | 'tv'} kind */
	const of = (kind) => ({
		records: titles.filter((t) => t.kind === kind).map(record),
		logs: logs.map(log).filter((l) => l.kind === kind)
	});
	const tv = of('tv');
	const movie = of('movie');
	const data = {
		tvSeries: tv.records,
		movies: movie.records,
		tvWatchLogs: tv.logs,
		movieWatchLogs: movie.logs,
		tvRecommendations: [],
		movieRecommendations: [],
		tvTastes: [],
		movieTastes: [],
		people: []
	};
	const counts = Object.fromEntries(Object.entries(data).map(([k, rows]) => [k, rows.length]));
	return JSON.stringify({ format: 'film-tv-library', version: 1, exportedAt: STAMP, counts, data });
}
