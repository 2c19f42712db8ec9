// Letterboxd films are known by their film URI: two films whose names match (or differ only in
// case) stay two titles, each with its own diary entries, ratings and tags.
import { describe, expect, it } from 'vitest';
import { looseFiles, readFixture } from '../../../fixtures/history';

describe('Letterboxd films of the same name', () => {
	it('are never merged: the diary reaches each through watched.csv and ratings.csv by name and year', async () => {
		const history = await readFixture(looseFiles('letterboxd-same-names'));
		const byKey = Object.fromEntries(history.titles.map((t) => [t.key, t]));
		expect(Object.keys(byKey).sort()).toEqual(['movie:letterboxd:https://boxd.it/r1', 'movie:letterboxd:https://boxd.it/r2']);
		expect(byKey['movie:letterboxd:https://boxd.it/r1']).toMatchObject({
			title: 'Rain',
			rating: 'like',
			watched: true,
			tags: ['storm'],
			plays: [{ key: 'https://boxd.it/d1', watchedOn: '2023-02-28', rating: 'like' }]
		});
		expect(byKey['movie:letterboxd:https://boxd.it/r2']).toMatchObject({
			title: 'rain',
			rating: 'dislike',
			tags: ['drizzle'],
			plays: [{ key: 'https://boxd.it/d2', watchedOn: '2023-03-02', rating: 'dislike' }]
		});
	});
});
