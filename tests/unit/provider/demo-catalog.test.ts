/** The bundled demo catalog: enough real titles to use the app on first start, with sound data. */
import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '../../../src/lib/domain/fields';
import { loadDemoCatalog, type DemoMovie, type DemoSeries } from '../../../src/lib/provider/demo/demo-data';
import { DemoCatalogProvider } from '../../../src/lib/provider/demo/demo-provider';

const data = await loadDemoCatalog();
const isRealDate = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d) && isCalendarDate(d) && d >= '1900-01-01' && d <= '2030-12-31';

describe('demo catalog data', () => {
	it('has a few dozen movies and about ten series', () => {
		expect(data.movies.length).toBeGreaterThanOrEqual(24);
		expect(data.movies.length).toBeLessThanOrEqual(60);
		expect(data.tv.length).toBeGreaterThanOrEqual(8);
		expect(data.tv.length).toBeLessThanOrEqual(15);
	});

	it.each([
		['movies', data.movies],
		['series', data.tv]
	] as [string, (DemoMovie | DemoSeries)[]][])('gives %s unique positive IDs and what a listing shows', (_kind, titles) => {
		const ids = titles.map((t) => t.id);
		expect(new Set(ids).size).toBe(ids.length);
		for (const t of titles) {
			expect(Number.isInteger(t.id) && t.id > 0).toBe(true);
			expect(t.title.trim()).not.toBe('');
			expect(t.originalTitle.trim()).not.toBe('');
			expect(t.overview.length).toBeGreaterThan(20);
			expect(t.genres.length).toBeGreaterThan(0);
			expect(t.voteAverage).toBeGreaterThan(0);
			expect(t.voteAverage).toBeLessThanOrEqual(10);
		}
	});

	it('holds the titles other tests and the docs rely on', () => {
		const movie = (id: number) => data.movies.find((m) => m.id === id)?.title;
		expect([603, 550, 348, 679, 238, 240, 194, 129].map(movie)).toEqual([
			'The Matrix',
			'Fight Club',
			'Alien',
			'Aliens',
			'The Godfather',
			'The Godfather Part II',
			'Amélie',
			'Spirited Away'
		]);
		expect(data.tv.find((s) => s.id === 1396)?.title).toBe('Breaking Bad');
	});

	it('dates every movie with a real calendar date', () => {
		for (const m of data.movies) expect(isRealDate(m.releaseDate), `${m.title} ${m.releaseDate}`).toBe(true);
	});

	it.each(data.tv.map((s) => [s.title, s] as [string, DemoSeries]))(
		'%s has seasons whose episodes are numbered from 1 without gaps and dated in order',
		(_title, series) => {
			expect(isRealDate(series.firstAirDate)).toBe(true);
			expect(series.seasons.length).toBeGreaterThan(0);
			const numbers = series.seasons.map((s) => s.seasonNumber);
			expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b));
			for (const season of series.seasons) {
				expect(season.name.trim()).not.toBe('');
				expect(season.episodes.map((e) => e.episodeNumber)).toEqual(season.episodes.map((_, i) => i + 1));
				const dates = season.episodes.map((e) => e.airDate);
				for (const d of dates) expect(isRealDate(d), `${series.title} S${season.seasonNumber} ${d}`).toBe(true);
				expect(dates).toEqual([...dates].sort());
				for (const e of season.episodes) expect(e.name.trim()).not.toBe('');
			}
			const first = series.seasons.find((s) => s.seasonNumber > 0)!;
			expect(first.episodes[0]!.airDate).toBe(series.firstAirDate);
		}
	);
});

describe('DemoCatalogProvider', () => {
	const provider = new DemoCatalogProvider(() => new Date('2025-01-17T12:00:00Z'));

	it('counts seasons and episodes of a series from its data', async () => {
		for (const series of data.tv) {
			const details = await provider.details('tv', String(series.id));
			const regular = series.seasons.filter((s) => s.seasonNumber > 0);
			expect(details.numberOfSeasons).toBe(regular.length);
			expect(details.numberOfEpisodes).toBe(regular.reduce((n, s) => n + s.episodes.length, 0));
		}
	});

	it('pages search results twenty at a time', async () => {
		const first = await provider.search('movie', '', 1);
		expect(first.results).toHaveLength(20);
		expect(first.totalResults).toBe(data.movies.length);
		const second = await provider.search('movie', '', 2);
		expect(second.results).toHaveLength(data.movies.length - 20);
	});
});
