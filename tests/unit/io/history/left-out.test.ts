// A history the size of a real one (the made 500-film diary, letterboxd-500/make-export.mjs) on
// the demo catalog: what an import leaves out is listed title by title with its file and reason,
// and goes out as a CSV no spreadsheet runs formulas from.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCsv } from '../../../../src/lib/io/history/csv';
import { LEFT_OUT_COLUMNS, leftOutCsv, leftOutReasons, leftOutTitles } from '../../../../src/lib/io/history/left-out';
import { stateOfChoice } from '../../../../src/lib/io/history/match-history';
import { countStates, looseFiles, matchFixture, readFixture, titleNamed } from '../../../fixtures/history';
import { openTestGateway, type TestGateway } from '../../../fixtures/gateway';

let t: TestGateway;
beforeEach(async () => {
	t = await openTestGateway();
});
afterEach(() => t.gateway.close());

describe('what an import leaves out', () => {
	it('lists every title not found, skipped or not chosen, with its file and why', async () => {
		const history = await readFixture(looseFiles('letterboxd-500'));
		const states = await matchFixture(t.gateway, history);
		expect(countStates(states)).toEqual({ title_year: 20, ambiguous: 2, unmatched: 478 });
		states.set(titleNamed(history, 'Quiet Harbour').key, stateOfChoice({ skip: true }));

		const left = leftOutTitles(history.titles, states);
		expect(left).toHaveLength(480);
		expect(leftOutReasons(left)).toEqual([
			'477 titles not found on the catalog',
			'2 titles with several catalog matches, none chosen',
			'1 title skipped by you'
		]);
		expect(left.find((l) => l.title === 'The Godfather')).toEqual({ title: 'The Godfather', year: 1973, files: ['diary.csv'], reason: 'with several catalog matches, none chosen', unit: 'title' });
	}, 20_000);

	it('writes the list as a CSV of title, year, source file and reason, formulas defused', () => {
		const csv = leftOutCsv([
			{ title: 'Rain', year: 1932, files: ['diary.csv', 'watched.csv'], reason: 'not found on the catalog', unit: 'title' },
			{ title: '=cmd|calc', year: null, files: ['ratings.csv'], reason: 'skipped by you', unit: 'title' }
		]);
		const table = readCsv(csv, 'not-imported.csv', [...LEFT_OUT_COLUMNS]);
		expect(table.rows.map((r) => r.values)).toEqual([
			{ Title: 'Rain', Year: '1932', 'Source file': 'diary.csv, watched.csv', Reason: 'not found on the catalog' },
			{ Title: "'=cmd|calc", Year: '', 'Source file': 'ratings.csv', Reason: 'skipped by you' }
		]);
	});
});
