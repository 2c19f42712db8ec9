import { describe, expect, it } from 'vitest';
import type { ManualChunkMeta } from 'rollup';
import { firstVisitChunks } from '../../../scripts/first-visit-chunk.mjs';

/** A module graph as Rollup's manualChunks sees it: each id with the ids it imports statically. */
function graph(imports: Record<string, string[]>): ManualChunkMeta {
	return {
		getModuleIds: () => Object.keys(imports)[Symbol.iterator](),
		getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id] } : null)
	} as unknown as ManualChunkMeta;
}

const KIT = '/app/node_modules/@sveltejs/kit/src/runtime/client';
const GENERATED = '/app/.svelte-kit/generated/client-optimized';

const APP = graph({
	[`${KIT}/entry.js`]: [`${KIT}/client.js`],
	[`${KIT}/client.js`]: [],
	[`${GENERATED}/app.js`]: ['/app/src/hooks.client.ts'],
	'/app/src/hooks.client.ts': [],
	[`${GENERATED}/nodes/0.js`]: ['/app/src/routes/+layout.svelte'],
	'/app/src/routes/+layout.svelte': ['/app/src/lib/ui/gateway-client.ts', '/app/node_modules/svelte/src/index-client.js'],
	'/app/src/lib/ui/gateway-client.ts': [],
	'/app/node_modules/svelte/src/index-client.js': [],
	[`${GENERATED}/nodes/2.js`]: ['/app/src/routes/+page.svelte'],
	'/app/src/routes/+page.svelte': ['/app/src/lib/ui/components/Icon.svelte'],
	'/app/src/lib/ui/components/Icon.svelte': [],
	'/app/node_modules/workbox-window/build/workbox-window.prod.mjs': [],
	'/app/src/lib/ui/upnext/UpNextShelf.svelte': ['/app/src/lib/ui/upnext/UpNextRow.svelte', '/app/src/lib/ui/components/Icon.svelte'],
	'/app/src/lib/ui/upnext/UpNextRow.svelte': [],
	'/app/src/lib/ops/watch-next/up-next-run.ts': ['/app/src/lib/domain/episode-guide.ts'],
	'/app/src/lib/domain/episode-guide.ts': [],
	[`${GENERATED}/nodes/5.js`]: ['/app/src/routes/diary/+page.svelte'],
	'/app/src/routes/diary/+page.svelte': ['/app/src/lib/ui/components/Icon.svelte', '/app/src/lib/ui/diary/DiaryRow.svelte'],
	'/app/src/lib/ui/diary/DiaryRow.svelte': []
});

describe('the first visit’s chunks', () => {
	it('puts what every first visit runs in one chunk, and the Up next shelf with its handler in another', () => {
		const chunkOf = firstVisitChunks();
		const chunks = Object.fromEntries([...APP.getModuleIds()].map((id) => [id.replace('/app/', ''), chunkOf(id, APP) ?? null]));
		expect(chunks).toEqual({
			'node_modules/@sveltejs/kit/src/runtime/client/entry.js': 'first',
			'node_modules/@sveltejs/kit/src/runtime/client/client.js': 'first',
			'.svelte-kit/generated/client-optimized/app.js': 'first',
			'src/hooks.client.ts': 'first',
			'.svelte-kit/generated/client-optimized/nodes/0.js': 'first',
			'src/routes/+layout.svelte': 'first',
			'src/lib/ui/gateway-client.ts': 'first',
			'node_modules/svelte/src/index-client.js': 'first',
			// The Library's page, whose node is found by its route file.
			'.svelte-kit/generated/client-optimized/nodes/2.js': null,
			'src/routes/+page.svelte': 'first',
			'src/lib/ui/components/Icon.svelte': 'first',
			'node_modules/workbox-window/build/workbox-window.prod.mjs': 'first',
			// Icon is already in the first chunk: the shelf's chunk does not take it again.
			'src/lib/ui/upnext/UpNextShelf.svelte': 'up-next-shelf',
			'src/lib/ui/upnext/UpNextRow.svelte': 'up-next-shelf',
			'src/lib/ops/watch-next/up-next-run.ts': 'up-next-shelf',
			'src/lib/domain/episode-guide.ts': 'up-next-shelf',
			// Another section keeps the bundler's own chunks.
			'.svelte-kit/generated/client-optimized/nodes/5.js': null,
			'src/routes/diary/+page.svelte': null,
			'src/lib/ui/diary/DiaryRow.svelte': null
		});
	});

	it('leaves a build without the client’s entry as the bundler makes it (SvelteKit’s server build)', () => {
		const server = graph({
			'/app/.svelte-kit/generated/server/internal.js': ['/app/src/routes/+page.svelte'],
			'/app/src/routes/+page.svelte': ['/app/src/lib/ui/components/Icon.svelte'],
			'/app/src/lib/ui/components/Icon.svelte': []
		});
		const chunkOf = firstVisitChunks();
		expect([...server.getModuleIds()].map((id) => chunkOf(id, server))).toEqual([undefined, undefined, undefined]);
	});
});
