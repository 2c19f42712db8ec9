// Histories in the person's language: a Brazilian Netflix account names "O Poderoso Chefão", which
// the catalog's English title never matches, but its Portuguese one does once TMDB is asked in
// pt-BR; an Italian IMDb account gives "Il padrino" beside its Original Title, "The Godfather",
// which is looked for too. Kept lookups belong to the language they were asked in.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openGateway, type Gateway } from '../../../../src/lib/gateway';
import type { CatalogEntry } from '../../../../src/lib/domain/catalog';
import { DemoCatalogProvider } from '../../../../src/lib/provider/demo/demo-provider';
import { looseFiles, matchFixture, readFixture } from '../../../fixtures/history';
import { openTestGateway } from '../../../fixtures/gateway';
import { useMockTmdb } from '../../../fixtures/mock-tmdb';
import type { MatchState } from '../../../../src/lib/io/history/match-title';

const server = useMockTmdb();
const open: Gateway[] = [];

afterEach(() => {
	vi.unstubAllGlobals();
	for (const gateway of open.splice(0)) gateway.close();
});

/** Each title's name, how it matched, and the catalog's title it matched (or was offered). */
async function matched(gateway: Gateway, fixture: string): Promise<[string, string | undefined, string | undefined][]> {
	const history = await readFixture(looseFiles(fixture));
	const states = await matchFixture(gateway, history);
	const named = (s: MatchState | undefined) => (s && 'entry' in s ? `${s.entry.title} (${s.entry.year})` : undefined);
	return history.titles.map((t) => [t.title, states.get(t.key)?.state, named(states.get(t.key))]);
}

/** A library of its own on TMDB (the mock), in a browser of this language, no language chosen. */
async function onTmdb(browser: string): Promise<Gateway> {
	vi.stubGlobal('navigator', { language: browser, languages: [browser] });
	const gateway = await openGateway({ dbName: `screenshelf-match-language-${crypto.randomUUID()}` });
	open.push(gateway);
	await gateway.settings.update({ tmdbToken: server.mock.token, tmdbBaseUrl: server.mock.url });
	return gateway;
}

/** The demo catalog, but knowing no title by another database's ID: the titles are looked for by name. */
class NoExternalIds extends DemoCatalogProvider {
	override async findExternal(): Promise<CatalogEntry[]> {
		return [];
	}
}

describe('a history in the person\'s language', () => {
	it("matches a Brazilian Netflix account's titles in a Portuguese browser, and not in an English one", async () => {
		expect(await matched(await onTmdb('pt-BR'), 'netflix-language-br')).toEqual([
			['O Poderoso Chefão', 'title_year', 'O Poderoso Chefão (1972)'],
			['De Volta para o Futuro', 'title_year', 'De Volta para o Futuro (1985)'],
			['A Viagem de Chihiro', 'title_year', 'A Viagem de Chihiro (2001)']
		]);
		expect((await matched(await onTmdb('en-US'), 'netflix-language-br')).map(([, state]) => state)).toEqual(['unmatched', 'unmatched', 'unmatched']);
	});

	it("finds an Italian IMDb account's titles by their Original Title when the catalog does not know their IDs", async () => {
		const t = await openTestGateway({ provider: new NoExternalIds() });
		open.push(t.gateway);
		const found = Object.fromEntries((await matched(t.gateway, 'imdb-italian')).map(([title, state, entry]) => [title, [state, entry]]));
		// "Il padrino" finds nothing in English; "Matrix" alone would only be offered.
		expect(found['Il padrino']).toEqual(['title_year', 'The Godfather (1972)']);
		expect(found['Matrix']).toEqual(['title_year', 'The Matrix (1999)']);
		expect(found['Inception']).toEqual(['title_year', 'Inception (2010)']);
	});

	it('asks again in a new language instead of reusing what was kept in the old one', async () => {
		const gateway = await onTmdb('en-US');
		expect((await matched(gateway, 'netflix-language-br'))[0]).toEqual(['O Poderoso Chefão', 'unmatched', undefined]);

		await gateway.settings.update({ language: 'pt-BR' });
		server.mock.requests.splice(0);
		expect((await matched(gateway, 'netflix-language-br'))[0]).toEqual(['O Poderoso Chefão', 'title_year', 'O Poderoso Chefão (1972)']);
		expect(server.mock.requests.filter((r) => r.path === '/search/movie').map((r) => new URLSearchParams(r.search).get('language'))).toContain('pt-BR');
	});
});
