/**
 * The app may be served under a base path (BASE_PATH, GitHub Pages' /<repository>/): an address
 * of the app written as a bare "/…" in a link or a navigation leaves it. Links and goto() take
 * their address from `resolve()` of $app/paths (or a helper that uses it, such as titleHref).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '../../../src');

/** href="/…", href='/…', href={`/…`}, goto('/…'), goto(`/…`): an address not passed through resolve(). */
const BARE = /\bhref=(?:["']|\{`)\/|\bgoto\(\s*['"`]\//g;

function sourceFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return sourceFiles(path);
		return /\.(ts|svelte|html)$/.test(name) ? [path] : [];
	});
}

describe('addresses of the app', () => {
	it('never leave the base path: every link and navigation goes through resolve()', () => {
		const bare = sourceFiles(SRC).flatMap((file) => {
			const text = readFileSync(file, 'utf8');
			return [...text.matchAll(BARE)].map((m) => `${relative(SRC, file)}:${text.slice(0, m.index).split('\n').length}`);
		});
		expect(bare).toEqual([]);
	});

	it('finds one when there is one', () => {
		expect('<a href="/discover">'.match(BARE)).not.toBeNull();
		expect("void goto(`/stats?year=${y}`)".match(BARE)).not.toBeNull();
		expect('<a href={resolve(\'/discover\')}>'.match(BARE)).toBeNull();
	});
});
