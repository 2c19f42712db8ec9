/**
 * The app side of the bench: the app's database (the default name, so the app itself opens it
 * on first load) filled through the app's own import, and export through the app's own code.
 */
import { DEFAULT_DB_NAME } from '$lib/db/database';
import { listGenerations } from '$lib/db/generations';
import { openGateway, type Gateway, type Tools } from '$lib/gateway';
import { exportLibrary } from '$lib/io/export-library';
import { importLibrary } from '$lib/io/import-library';
import type { LibraryDocument } from '$lib/transfer/library-document';
import { forgetLibraryFile, libraryFile, type Picks } from './library-file';
import { deleteDatabase } from './raw-idb';
import { pause, timed } from './stats';

export const APP_DB = DEFAULT_DB_NAME;

/** The rows the write measures work on, kept instead of the whole generated library. */
export interface WriteTargets {
	tvSeries: string[];
	movies: string[];
	/** An active person, to watch with. */
	companion: string;
}

export interface Session {
	targets: WriteTargets;
	gateway: Gateway;
	tools: Tools;
	picks: Picks;
}

let current: Session | undefined;

export function session(): Session {
	if (!current) throw new Error('import the library first');
	return current;
}

/** As the Settings screen calls import and export: with a progress callback. */
const withProgress = { onProgress: () => undefined };

function writeTargets(document: LibraryDocument): WriteTargets {
	const { tvSeries, movies, people } = document.data;
	return { tvSeries: tvSeries.map((r) => r.id), movies: movies.map((r) => r.id), companion: people.find((p) => p.active)!.id };
}

/** One timed import of the whole generated library into an empty app database. */
export async function importFresh(seed: number, scale: number) {
	const { document, file, picks, generatedMs } = libraryFile(seed, scale);
	current?.gateway.close();
	// A large import writes the library into its next database (src/lib/db/generations.ts): start with none.
	for (const { name } of await listGenerations(APP_DB)) await deleteDatabase(name);
	const gateway = await openGateway();
	current = { targets: writeTargets(document), gateway, tools: gateway.connect('app'), picks };
	await pause(200);
	const ms = await timed(() => importLibrary(gateway, file, { mode: 'merge', ...withProgress }));
	const { counts } = document;
	forgetLibraryFile();
	return { ms, counts, fileBytes: file.size, generatedMs, picks };
}

/** One timed export of the whole library (the document, not its JSON text). */
export function exportOnce(): Promise<number> {
	const { gateway } = session();
	return timed(() => exportLibrary(gateway, withProgress));
}

/** The gateway of the library this page imported, if it did. */
export function currentGateway(): Gateway | undefined {
	return current?.gateway;
}

export function closeLibrary(): void {
	current?.gateway.close();
}
