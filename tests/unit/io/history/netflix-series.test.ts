// Netflix's series told from the whole file: a first season written without its label, a series
// with one season, a series' name holding ": ", and films with a colon kept films.
// netflix-dutch/, netflix-portuguese/, netflix-english/ and netflix-archive-br/ are excerpts of
// real exports (sources in tests/fixtures/history/README.md); the titles given to netflixNames
// alone are made, in the shapes those files show, for the cases they do not hold.
import { describe, expect, it } from 'vitest';
import type { HistoryExport } from '../../../../src/lib/io/history/history-entry';
import { netflixNames } from '../../../../src/lib/io/history/netflix-series';
import { looseFiles, readFixture, titleNamed, zipFile } from '../../../fixtures/history';

const titlesOf = (history: HistoryExport, kind: 'tv' | 'movie') =>
	history.titles
		.filter((t) => t.kind === kind)
		.map((t) => t.title)
		.sort();
const seasons = (history: HistoryExport, title: string) => titleNamed(history, title).plays.map((p) => [p.season, p.episode, p.episodeName]);

describe('Netflix series told from the whole file', () => {
	it('reads a Dutch history: the first season without its label, one-season series, and the films beside them', async () => {
		const history = await readFixture(looseFiles('netflix-dutch'));
		expect(titlesOf(history, 'tv')).toEqual(['Case', 'Inside Man', 'Lupin', 'Remi: Alleen op de wereld', 'Rough Diamonds', 'Safe', 'Stranger Things', 'The Night Agent', 'Wallander']);
		expect(titlesOf(history, 'movie')).toEqual([
			'Extraction',
			'Extraction 2',
			'Inside Man',
			'Mission: Impossible - Fallout',
			'Rambo',
			'Rambo III',
			'Rambo: First Blood',
			'Rambo: First Blood Part II',
			'Rambo: Last Blood',
			'Rurouni Kenshin: The Beginning',
			'Rurouni Kenshin: The Final',
			'Safe',
			'Spider-Man',
			'Spider-Man 2',
			'Spider-Man: Homecoming',
			'The Lord of the Rings: The Fellowship of the Ring',
			'The Lord of the Rings: The Return of the King',
			'The Lord of the Rings: The Two Towers'
		]);
		// "Stranger Things: Hoofdstuk 5: ..." beside "Stranger Things: Stranger Things 2: ...": the first season's episodes.
		expect(seasons(history, 'Stranger Things').slice(4, 9)).toEqual([
			[2, undefined, 'Hoofdstuk een: MADMAX'],
			[1, undefined, 'Hoofdstuk 8: The Upside Down'],
			[1, undefined, 'Hoofdstuk 7: The Bathtub'],
			[1, undefined, 'Hoofdstuk 6: The Monster'],
			[1, undefined, 'Hoofdstuk 5: The Flea and the Acrobat']
		]);
		expect(titleNamed(history, 'Stranger Things').plays).toHaveLength(13);
		// Beside a labelled fourth season, the first season's row has no label.
		expect(seasons(history, 'Wallander').at(-1)).toEqual([1, undefined, 'Sidetracked']);
		// Two rows, marked as episodes; four rows, not marked, two of them on one day; a label repeating the series' name.
		expect(seasons(history, 'Rough Diamonds')).toEqual([
			[1, undefined, 'Aflevering 8'],
			[1, undefined, 'Aflevering 7']
		]);
		expect(seasons(history, 'The Night Agent').map((s) => s[2])).toEqual(['Fathers', 'The Devil We Know', 'Redux', 'Best Served Cold']);
		expect(seasons(history, 'Remi: Alleen op de wereld')[0]).toEqual([1, undefined, 'Aflevering 4']);
		// A play of the series' name alone is a film of that name, not folded into the series.
		expect(titleNamed(history, 'Safe').plays).toHaveLength(1);
	});

	it('reads a Portuguese history: "Capítulo" rows of the first season are the series, not eight films', async () => {
		const history = await readFixture(looseFiles('netflix-portuguese'));
		expect(titlesOf(history, 'tv')).toEqual(['Arrow', 'Riverdale', 'Stranger Things', 'The Expanse']);
		expect(titlesOf(history, 'movie')).toEqual(['O Universo de Stranger Things: Universo 2: Incrível', 'Starting Over', 'The Ridiculous 6', 'Virando a Página']);
		expect(seasons(history, 'Stranger Things').filter(([s]) => s === 1)).toHaveLength(8);
		expect(seasons(history, 'Stranger Things').at(-1)).toEqual([1, undefined, 'Capítulo um: O desaparecimento de Will Byers']);
	});

	it('reads an English history: "Chapter Two: ..." rows are episodes, "John Wick: Chapter 2" and a franchise watched a film a day are films', async () => {
		const history = await readFixture(looseFiles('netflix-english'));
		expect(titlesOf(history, 'tv')).toEqual(['Stranger Things', 'The Glory']);
		expect(titlesOf(history, 'movie')).toEqual([
			'John Wick',
			'John Wick: Chapter 2',
			'John Wick: Chapter 3 - Parabellum',
			'Nobody',
			'Transformers',
			'Transformers: Age of Extinction',
			'Transformers: Dark of the Moon',
			'Transformers: Revenge of the Fallen',
			'Xtreme'
		]);
		expect(seasons(history, 'Stranger Things').map(([s]) => s)).toEqual([4, 4, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1]);
		expect(seasons(history, 'The Glory')[0]).toEqual([1, undefined, 'Episode 16']);
	});

	it("reads a series whose name holds \": \" and whose season is its name again, from a Brazilian archive's plays", async () => {
		const history = await readFixture([zipFile('netflix-archive-br')]);
		expect(titlesOf(history, 'tv')).toEqual(['Shokugeki no Soma: Food Wars!', 'Stranger Things']);
		expect(titlesOf(history, 'movie')).toEqual([]);
		const soma = titleNamed(history, 'Shokugeki no Soma: Food Wars!').plays;
		expect(soma.at(-1)).toMatchObject({ watchedOn: '2022-05-24', season: 1, episode: 1, episodeName: 'Um deserto sem fim' });
		expect([...new Set(soma.map((p) => p.episode))]).toEqual([18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
	});

	it('keeps films sharing a prefix films where the file shows them to be a franchise, and takes the longest shared name as the series', () => {
		const read = (rows: [string, string][]) => {
			const names = netflixNames(rows.map(([title, day]) => ({ title, day })));
			return rows.map(([title]) => names.get(title));
		};
		// Two on one day, but the prefix is a film of its own.
		expect(read([['Barbie', '2024-01-01'], ['Barbie: Dolphin Magic', '2024-01-02'], ['Barbie: Princess Adventure', '2024-01-02'], ['Barbie: Big City, Big Dreams', '2024-01-03']]).map((n) => n?.season)).toEqual([undefined, undefined, undefined, undefined]);
		// A film's dash after the prefix.
		expect(read([['The Twilight Saga: New Moon', '2024-01-01'], ['The Twilight Saga: Eclipse', '2024-01-01'], ['The Twilight Saga: Breaking Dawn - Part 1', '2024-01-02']])[0]).toEqual({ title: 'The Twilight Saga: New Moon' });
		// Five rows are a series however they were watched; the series' name is all they share.
		const parts = ['De daders', 'De rechercheurs', 'De slachtoffers', 'Het proces', 'De getuigen'].map((p, i): [string, string] => [`Mitten in Deutschland: NSU: ${p}`, `2021-0${i + 1}-01`]);
		expect(read(parts)[0]).toEqual({ title: 'Mitten in Deutschland: NSU', season: 1, episodeName: 'De daders' });
		// A chapter word and a name after it mark an episode in one row alone; a season label may be a "Book".
		expect(read([['Stranger Things: Capítulo 4: O corpo', '2024-01-01']])[0]).toEqual({ title: 'Stranger Things', season: 1, episodeName: 'Capítulo 4: O corpo' });
		expect(read([['Avatar: The Last Airbender: Book One: The Boy in the Iceberg', '2024-01-01']])[0]).toEqual({ title: 'Avatar: The Last Airbender', season: 1, episodeName: 'The Boy in the Iceberg' });
	});
});
