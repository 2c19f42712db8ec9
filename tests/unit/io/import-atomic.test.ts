/** An import is one transaction: when writing fails half way, nothing of it stays. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Table } from 'dexie';
import { expectError } from '../../fixtures/gateway';
import { exportDoc, importDoc, openIoGateway, type IoGateway } from '../../fixtures/io-gateway';
import { buildFullLibrary, call } from '../../fixtures/library-builder';

type BulkPut = Table['bulkPut'];
let restore: (() => void) | undefined;

/** Makes every bulkPut into `tableName` fail, on whichever connection: the writes before it have already happened. */
function failWritesTo(t: IoGateway, tableName: string, error: () => Error): void {
	let proto: object | null = t.raw.table(tableName);
	while (proto && !Object.prototype.hasOwnProperty.call(proto, 'bulkPut')) proto = Object.getPrototypeOf(proto);
	const owner = proto as { bulkPut: BulkPut };
	const original = owner.bulkPut;
	owner.bulkPut = function (this: Table, ...args: Parameters<BulkPut>) {
		if (this.name === tableName) return Promise.reject(error());
		return original.apply(this, args);
	} as BulkPut;
	restore = () => {
		owner.bulkPut = original;
	};
}

afterEach(() => {
	vi.restoreAllMocks();
	restore?.();
	restore = undefined;
});

async function libraryAndFile() {
	const source = await openIoGateway();
	await buildFullLibrary(source);
	const doc = await exportDoc(source);
	const t = await openIoGateway();
	await t.gateway.people.add({ name: 'Already here' });
	await call(t, 'svc_create', 'movies_upsertMovieRecord', { providerId: '240' });
	return { t, doc };
}

describe('all or nothing', () => {
	it.each(['merge', 'replace'] as const)('a write that fails after other tables were written leaves the library as it was (%s)', async (mode) => {
		const { t, doc } = await libraryAndFile();
		const before = await t.dump();
		failWritesTo(t, 'movieWatchLogs', () => new Error('disk went away'));
		const log = vi.spyOn(console, 'error').mockImplementation(() => {});

		const error = expectError(await importDoc(t, doc, { mode }));

		expect(error.code).toBe('internal');
		expect(error.message).toMatch(/nothing was changed/);
		expect(log).toHaveBeenCalled();
		restore?.();
		expect(await t.dump()).toBe(before);
	});

	it('a full disk says so, and leaves the library as it was', async () => {
		const { t, doc } = await libraryAndFile();
		const before = await t.dump();
		failWritesTo(t, 'people', () => Object.assign(new Error('quota'), { name: 'QuotaExceededError' }));

		const error = expectError(await importDoc(t, doc, { mode: 'replace' }));

		expect(error).toEqual({ code: 'storage_full', message: expect.stringMatching(/no room left.*Export a backup/) });
		restore?.();
		expect(await t.dump()).toBe(before);
	});
});
