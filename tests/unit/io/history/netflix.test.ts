// Netflix's histories: the account page's NetflixViewingHistory.csv and the data archive's
// ViewingActivity.csv, Ratings.csv and MyList.csv. netflix-account/ and netflix-real/ are excerpts
// of real exports (their sources are in tests/fixtures/history/README.md); netflix/ is made, in
// the archive's real columns, with titles the demo catalog knows, to match and import.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { placeEpisodes } from '../../../../src/lib/io/history/episode-names';
import { readExportFiles } from '../../../../src/lib/io/history/export-files';
import { importHistory } from '../../../../src/lib/io/history/import-history';
import { gatewayLookups } from '../../../../src/lib/io/history/match-lookups';
import { netflixProfiles } from '../../../../src/lib/io/history/netflix';
import { dateOrderOf, netflixDate } from '../../../../src/lib/io/history/netflix-dates';
import { netflixName } from '../../../../src/lib/io/history/netflix-titles';
import { readHistory } from '../../../../src/lib/io/history/read-history';
import { countStates, looseFiles, matchFixture, readFixture, resolved, titleNamed, zipFile } from '../../../fixtures/history';
import { expectOk, openTestGateway, type TestGateway } from '../../../fixtures/gateway';

describe('Netflix title rows', () => {
	it('splits series rows at their season label, in English and the forms Netflix writes in other languages', () => {
		expect(netflixName('Psych: Season 1: Pilot: Part 2')).toEqual({ title: 'Psych', season: 1, episodeName: 'Pilot: Part 2' });
		expect(netflixName('Dark: Staffel 2: Geister')).toMatchObject({ title: 'Dark', season: 2, episodeName: 'Geister' });
		expect(netflixName('La casa de papel: Parte 3: Episodio 4')).toMatchObject({ title: 'La casa de papel', season: 3 });
		expect(netflixName('Lupin: Partie 2: Chapitre 6')).toMatchObject({ title: 'Lupin', season: 2 });
		expect(netflixName('Élite: 2ª temporada: Samuel')).toMatchObject({ title: 'Élite', season: 2 });
		expect(netflixName('Stranger Things: Stranger Things 2: Chapter One: MADMAX')).toMatchObject({ title: 'Stranger Things', season: 2, episodeName: 'Chapter One: MADMAX' });
		expect(netflixName("The Queen's Gambit: Limited Series: Openings")).toMatchObject({ title: "The Queen's Gambit", season: 1, episodeName: 'Openings' });
		expect(netflixName('Star Wars: The Clone Wars: Season 7: Old Friends Not Forgotten')).toMatchObject({ title: 'Star Wars: The Clone Wars', season: 7 });
		expect(netflixName('Fuller House: Temporada 5: Algo emprestado (Episódio 17)')).toEqual({ title: 'Fuller House', season: 5, episode: 17, episodeName: 'Algo emprestado' });
		// Films keep their whole name: a subtitle is not a season.
		expect(netflixName('Dune: Part Two')).toEqual({ title: 'Dune: Part Two' });
		expect(netflixName('Harry Potter and the Deathly Hallows: Part 1')).toEqual({ title: 'Harry Potter and the Deathly Hallows: Part 1' });
	});

	it("reads a season label written as the series' own name again, or its number in words", () => {
		// Real rows (netflix-archive-br/, netflix-dutch/ and its source, and the Spanish and Danish histories named in the fixtures' README); the last two made, in the shape Netflix writes.
		expect(netflixName('Shokugeki no Soma: Food Wars!: Shokugeki no Soma: Metamorfose (Episódio 14)')).toEqual({
			title: 'Shokugeki no Soma: Food Wars!',
			season: 1,
			episode: 14,
			episodeName: 'Metamorfose'
		});
		expect(netflixName('Remi: Alleen op de wereld: Alleen op de wereld: Aflevering 4')).toMatchObject({ title: 'Remi: Alleen op de wereld', season: 1 });
		expect(netflixName('Luther: Serie 2: Aflevering 1')).toMatchObject({ title: 'Luther', season: 2 });
		expect(netflixName('Losers: Colección 1: Jurados')).toMatchObject({ title: 'Losers', season: 1 });
		expect(netflixName("Love, Death & Robots: Bind 1: SONNIE'S EDGE")).toMatchObject({ title: 'Love, Death & Robots', season: 1 });
		expect(netflixName('The Chosen: Season One: I Have Called You by Name')).toMatchObject({ title: 'The Chosen', season: 1 });
		expect(netflixName("DOTA: Dragon's Blood: Book 3: Summons of the Ideal")).toMatchObject({ title: "DOTA: Dragon's Blood", season: 3 });
	});
});

describe('Netflix dates, told apart from the whole file', () => {
	it('reads month first, day first and ISO dates', () => {
		expect(dateOrderOf(['9/3/24', '8/31/24'])).toBe('month-first');
		expect(dateOrderOf(['31/08/2024', '3/9/2024'])).toBe('day-first');
		expect(netflixDate('3/9/24', 'day-first')).toBe('2024-09-03');
		expect(netflixDate('2024-09-03', 'month-first')).toBe('2024-09-03');
		expect(netflixDate('2/30/24', 'month-first')).toBeNull();
	});

	it('without a number over 12, takes the reading under which the rows run newest first', () => {
		// Month first this runs 12 Apr, 3 Apr, 10 Mar, 4 Feb: newest first. Day first it jumps about.
		expect(dateOrderOf(['4/12/23', '4/3/23', '3/10/23', '2/4/23'])).toBe('month-first');
		expect(dateOrderOf(['12/4/23', '3/4/23', '10/3/23', '4/2/23'])).toBe('day-first');
		// Nothing to tell them apart: dots are day first (German), slashes month first.
		expect(dateOrderOf(['01.02.23'])).toBe('day-first');
		expect(dateOrderOf(['01/02/23'])).toBe('month-first');
	});
});

describe('Netflix exports as downloaded', () => {
	it("reads the account page's file: each series row a watch of a named episode, films by name", async () => {
		const history = await readFixture(looseFiles('netflix-account'));
		expect(history.source).toBe('netflix');
		const psych = titleNamed(history, 'Psych');
		expect(psych.kind).toBe('tv');
		expect(psych.plays.slice(0, 2)).toEqual([
			{ key: 'netflix:Psych: Season 2: Rob-A-Bye Baby|2024-09-03', watchedOn: '2024-09-03', season: 2, episodeName: 'Rob-A-Bye Baby' },
			{ key: "netflix:Psych: Season 2: If You're So Smart Then Why Are You Dead|2024-09-03", watchedOn: '2024-09-03', season: 2, episodeName: "If You're So Smart Then Why Are You Dead" }
		]);
		expect(titleNamed(history, 'The Decameron').plays[0]).toMatchObject({ season: 1, watchedOn: '2024-08-13' });
		expect(titleNamed(history, 'The Union')).toMatchObject({ kind: 'movie', eitherKind: true, plays: [{ watchedOn: '2024-08-27' }] });
		expect(history.report).toEqual([expect.objectContaining({ file: 'NetflixViewingHistory.csv', read: 14, used: 14, skipped: 0 })]);
	});

	it("reads the archive's plays, leaving out trailers, hooks and plays under five minutes, and its thumbs and list", async () => {
		// Two real accounts' files: the plays are one person's, the ratings and the list another's.
		const files = await readExportFiles([zipFile('netflix-real', 'netflix-report.zip')]);
		expect(netflixProfiles(files)).toEqual(['Jessica', 'Akish Caxumba']);
		const history = readHistory(files, { profile: 'Akish Caxumba' });
		const fuller = titleNamed(history, 'Fuller House');
		expect(fuller.plays.map((p) => [p.watchedOn, p.season, p.episode])).toEqual([
			['2021-05-14', 5, 18],
			['2021-05-14', 5, 17],
			['2021-05-14', 5, 16],
			['2021-05-14', 5, 15],
			['2021-05-13', 5, 14],
			['2021-05-13', 5, 13],
			['2021-05-13', 5, 12],
			['2021-05-12', 5, 5],
			['2021-05-12', 5, 4],
			['2021-05-12', 5, 3],
			['2021-05-11', 4, 1]
		]);
		const activity = history.report.find((r) => r.file === 'CONTENT_INTERACTION/ViewingActivity.csv')!;
		expect(activity).toMatchObject({ read: 16, used: 11, skipped: 5 });
		expect(activity.reasons).toEqual([
			{ reason: 'played for less than 5 minutes: not a watch', count: 2 },
			{ reason: 'a trailer, teaser, hook or recap: not a watch', count: 3 }
		]);
		const jessica = readHistory(files, { profile: 'Jessica' });
		expect(titleNamed(jessica, 'Hunter Killer')).toMatchObject({ rating: 'like', eitherKind: true });
		expect(titleNamed(jessica, 'Snowpiercer').rating).toBe('dislike');
		expect(titleNamed(jessica, 'I, Tonya').watchlist).toBe(true);
		expect(titleNamed(jessica, 'Stranger Things')).toMatchObject({ kind: 'movie', eitherKind: true, watchlist: true });
	});

	it('names the profiles of an archive, and reads only the one picked', async () => {
		const files = await readExportFiles([zipFile('netflix')]);
		expect(netflixProfiles(files)).toEqual(['Sam', 'Kid']);
		const sam = readHistory(files, { profile: 'Sam' });
		expect(sam.titles.map((t) => t.title)).not.toContain('Arcane');
		expect(sam.report.find((r) => r.file.endsWith('Ratings.csv'))?.lines).toEqual([{ line: 5, reason: "another profile's: not read", detail: 'Kid' }]);
		expect(readHistory(files, { profile: 'Kid' }).titles.map((t) => t.title).sort()).toEqual(['Arcane', 'Wicked']);
	});
});

describe('a Netflix archive matched and imported on the demo catalog', () => {
	let t: TestGateway;
	beforeEach(async () => {
		t = await openTestGateway();
	});
	afterEach(() => t.gateway.close());

	it("numbers episodes through their series' guide, one range log for a day's run, films and series told apart by the catalog", async () => {
		const history = readHistory(await readExportFiles([zipFile('netflix')]), { profile: 'Sam' });
		const states = await matchFixture(t.gateway, history);
		expect(countStates(states)).toEqual({ title_year: 6 });
		const { matched, unplaced } = await placeEpisodes(resolved(history, states), gatewayLookups(t.gateway));
		expect(unplaced).toEqual([{ title: 'Dark', season: 1, episodeName: 'Lügen', watchedOn: '2023-03-05', files: ['CONTENT_INTERACTION/ViewingActivity.csv'] }]);
		expectOk(await importHistory(t.gateway, 'netflix', matched));

		const data = await t.gateway.transfer.snapshot();
		const logs = (id: string) =>
			data.tvWatchLogs
				.filter((l) => l.mediaRecordId === id)
				.map((l) => [l.watchedOn, l.seasonFrom, l.episodeFrom, l.episodeTo])
				.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
		expect(logs('tv:tmdb:1396')).toEqual([
			['2023-03-04', 1, 1, 3],
			['2023-03-09', 1, 5, 5]
		]);
		expect(logs('tv:tmdb:70523')).toEqual([['2023-03-05', 1, 2, 2]]);
		const series = new Map(data.tvSeries.map((s) => [s.title, s]));
		expect(series.get('Breaking Bad')).toMatchObject({ rating: 'like', status: 'watching' });
		// On the list, never played: the catalog says it is a series.
		expect(series.get('Severance')).toMatchObject({ status: 'want_to_watch' });
		const films = new Map(data.movies.map((m) => [m.title, m]));
		expect(films.get('Inception')).toMatchObject({ rating: 'love', status: 'watched', lastWatchedOn: '2023-03-01' });
		expect(films.get('The Matrix')).toMatchObject({ rating: 'like' });
		expect(films.get('Dune: Part Two')).toMatchObject({ status: 'want_to_watch' });
	});
});
