// The JavaScript a first visit of the Library runs, in two chunks instead of some forty. Left to
// itself the bundler gives each set of pages sharing code a file of its own, and a first visit
// fetches every one its pages touch, each gzipped alone: 3.5 KB gzipped more in all than the
// same code in two files. So that code is grouped by when it loads:
//   first          the client's entry, the root layout, the default error page and the Library
//                  page, with everything they import statically: what every first visit runs;
//   up-next-shelf  the Library's Up next shelf and Up next's handler, which it loads when a
//                  series is being watched (and the Up next section uses too).
// Code only other pages or later taps import keeps the bundler's own chunks, so a tap on a section
// after the Library fetches less than before (what it shares with the Library came with it). The
// cost: a first visit at another address fetches the Library's code too, 2 to 7 KB gzipped more.

/** SvelteKit's client entry: a build without it (its server build, the service worker's) is left alone. */
const CLIENT_ENTRY = /\/generated\/client-optimized\/app\.js$/;

/** @type {[name: string, roots: RegExp[]][]} */
const GROUPS = [
	[
		'first',
		[
			CLIENT_ENTRY,
			/\/@sveltejs\/kit\/src\/runtime\/client\/entry\.js$/,
			/\/generated\/client-optimized\/nodes\/[01]\.js$/,
			/\/src\/routes\/\+page\.svelte$/,
			// Imported as the layout mounts, to register the service worker: every first visit loads it.
			/\/workbox-window\//
		]
	],
	['up-next-shelf', [/\/src\/lib\/ui\/upnext\/UpNextShelf\.svelte$/, /\/src\/lib\/ops\/watch-next\/up-next-run\.ts$/]]
];

/**
 * Modules the groups' roots reach only through a package's index that re-exports them, and that
 * only later code uses: zod/mini's index re-exports zod's JSON Schema generator, which svc_describe
 * alone calls (loaded on an agent's first call). Left to the bundler it joins the first chunk,
 * where the index is (about 5 KB gzipped): it gets a chunk of its own.
 */
const LATER_ONLY = /\/zod\/v4\/core\/(json-schema-processors|to-json-schema|json-schema-generator)\.js$/;

/** @param {string[]} ids @param {import('rollup').ManualChunkMeta['getModuleInfo']} info */
function groupModules(ids, info) {
	/** @type {Map<string, string>} */
	const chunkOf = new Map();
	if (!ids.some((id) => CLIENT_ENTRY.test(id))) return chunkOf;
	for (const [name, roots] of GROUPS) {
		const queue = ids.filter((id) => roots.some((root) => root.test(id)));
		for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
			if (chunkOf.has(id) || LATER_ONLY.test(id)) continue;
			chunkOf.set(id, name);
			queue.push(...(info(id)?.importedIds ?? []));
		}
	}
	return chunkOf;
}

/**
 * Rollup's `output.manualChunks`: each module statically reachable from a group's roots goes to
 * that group's chunk, unless an earlier group has it; the rest to the bundler's own chunks.
 * @returns {import('rollup').GetManualChunk}
 */
export function firstVisitChunks() {
	/** @type {Map<string, string> | undefined} */
	let chunkOf;
	return (id, { getModuleIds, getModuleInfo }) => {
		chunkOf ??= groupModules([...getModuleIds()], getModuleInfo);
		return chunkOf.get(id) ?? (chunkOf.size > 0 && LATER_ONLY.test(id) ? 'json-schema' : undefined);
	};
}
