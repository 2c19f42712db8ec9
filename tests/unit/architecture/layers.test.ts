/**
 * The layers of DESIGN section 10 (docs/architecture.md): a file of src/lib imports only from its
 * own layer or those below, and no files import each other in a circle.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const LIB = resolve(__dirname, '../../../src/lib');

/** Bottom up. io (file formats, export and import as the app calls them) and sync are clients of the gateway. */
const RANK: Record<string, number> = { domain: 0, db: 1, provider: 1, settings: 1, ops: 2, transfer: 3, gateway: 4, io: 5, sync: 5, agent: 6, pwa: 6, ui: 6 };

/** Imports between folders of one layer that DESIGN does not draw, known and kept few. */
const KNOWN_SIDEWAYS = [
	// Settings are stored in the library, and a token is checked with the TMDB client.
	'settings/app-settings.ts -> db/library-store.ts',
	'settings/app-settings.ts -> provider/tmdb/load-tmdb.ts',
	// A server's catalog, asked for by the settings that keep it (loaded when asked).
	'settings/app-settings.ts -> provider/tmdb/server-catalog.ts',
	'settings/app-settings.ts -> provider/tmdb/tmdb-base-url.ts',
	'settings/app-settings.ts -> provider/tmdb/tmdb-client.ts',
	'settings/token-test.ts -> provider/tmdb/tmdb-token-check.ts',
	// The provider in use follows the settings.
	'provider/configured-provider.ts -> settings/app-settings.ts',
	'provider/configured-provider.ts -> settings/settings-schema.ts',
	'provider/tmdb/tmdb-token-check.ts -> settings/settings-schema.ts'
];

interface Edge {
	from: string;
	to: string;
	/** A value import at load time: not `import type`, not `import()`. */
	loaded: boolean;
}

function sourceFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return sourceFiles(path);
		return /\.(ts|svelte)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
	});
}

const files = sourceFiles(LIB);
const edges: Edge[] = files.flatMap((file) => {
	const text = readFileSync(file, 'utf8');
	const found = text.matchAll(/\b(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g);
	return [...found].flatMap((m) => {
		const spec = m[3] ?? m[4]!;
		const base = spec.startsWith('$lib/') ? join(LIB, spec.slice(5)) : spec.startsWith('.') ? resolve(dirname(file), spec) : undefined;
		const to = base && [base, `${base}.ts`, `${base}.svelte`, `${base}.svelte.ts`, join(base, 'index.ts')].find((c) => files.includes(c));
		return to ? [{ from: relative(LIB, file), to: relative(LIB, to), loaded: m[4] === undefined && m[2] === undefined }] : [];
	});
});
const layer = (path: string) => path.split('/')[0]!;
const named = (e: Edge) => `${e.from} -> ${e.to}`;

describe('the layers', () => {
	it('has every folder of src/lib in a layer', () => {
		expect([...new Set(files.map((f) => layer(relative(LIB, f))))].filter((l) => RANK[l] === undefined)).toEqual([]);
	});

	it('has no import running up the layers', () => {
		expect(edges.filter((e) => RANK[layer(e.to)]! > RANK[layer(e.from)]!).map(named)).toEqual([]);
	});

	it('has no import across one low layer beyond the known few', () => {
		const sideways = edges.filter((e) => layer(e.to) !== layer(e.from) && RANK[layer(e.to)] === RANK[layer(e.from)] && RANK[layer(e.from)]! < 6);
		expect([...new Set(sideways.map(named))].sort()).toEqual([...KNOWN_SIDEWAYS].sort());
	});

	it('has no circle of imports loaded together', () => {
		const next = new Map<string, string[]>();
		for (const e of edges.filter((e) => e.loaded)) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
		const circles: string[] = [];
		const done = new Set<string>();
		const visit = (file: string, path: string[]) => {
			const at = path.indexOf(file);
			if (at >= 0) return void circles.push([...path.slice(at), file].join(' -> '));
			if (done.has(file)) return;
			for (const to of next.get(file) ?? []) visit(to, [...path, file]);
			done.add(file);
		};
		for (const file of next.keys()) visit(file, []);
		expect(circles).toEqual([]);
	});
});
