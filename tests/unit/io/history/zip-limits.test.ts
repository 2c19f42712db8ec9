// A small ZIP can unpack to hundreds of megabytes: the export's files are inflated only within
// one running total, added up from the sizes the ZIP declares before anything is inflated.
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MAX_INFLATED_BYTES, readExportFiles } from '../../../../src/lib/io/history/export-files';

const DIARY = 'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2023-01-02,The Matrix,1999,https://boxd.it/aa01,4.5,,,2023-01-01\n';

/** Rewrites the uncompressed size a ZIP declares for its entries (in the local and the central headers). */
function declaring(zip: Uint8Array, sizes: number[]): Uint8Array<ArrayBuffer> {
	const out = new Uint8Array(zip);
	const view = new DataView(out.buffer);
	const local: number[] = [];
	const central: number[] = [];
	for (let i = 0; i + 4 <= out.length; i++) {
		const signature = view.getUint32(i, true);
		if (signature === 0x04034b50) local.push(i);
		else if (signature === 0x02014b50) central.push(i);
	}
	sizes.forEach((size, n) => {
		view.setUint32(local[n]! + 22, size, true);
		view.setUint32(central[n]! + 24, size, true);
	});
	return out;
}

const zipOf = (files: Record<string, string>, sizes: number[]) => {
	const zip = zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
	return new File([declaring(zip, sizes ?? [])], 'letterboxd.zip');
};

describe('ZIP inflation limits', () => {
	it('refuses a ZIP whose files declare more than the total before inflating any of them', async () => {
		const bomb = zipOf({ 'diary.csv': DIARY }, [MAX_INFLATED_BYTES + 1]);
		await expect(readExportFiles([bomb])).rejects.toMatchObject({
			body: { code: 'invalid_input', message: expect.stringContaining('Nothing was imported'), issues: [{ path: 'letterboxd.zip', message: 'unpacks to more than the import reads' }] }
		});
	});

	it('counts the total across entries, each under the limit on its own', async () => {
		const half = Math.floor(MAX_INFLATED_BYTES / 2) + 1;
		const zip = zipOf({ 'diary.csv': DIARY, 'watched.csv': 'Date,Name,Year,Letterboxd URI\n' }, [half, half]);
		await expect(readExportFiles([zip])).rejects.toMatchObject({ body: { issues: [{ message: 'unpacks to more than the import reads' }] } });
	});

	it('leaves files no reader takes out of the total, and never inflates them', async () => {
		const zip = zipOf({ 'diary.csv': DIARY, 'profile.csv': 'x' }, [DIARY.length, MAX_INFLATED_BYTES * 2]);
		expect((await readExportFiles([zip])).map((f) => f.text)).toEqual([DIARY]);
	});

	it('inflates an entry no further than its declared size, even when its data holds more', async () => {
		const lying = zipOf({ 'diary.csv': DIARY + 'x'.repeat(200_000) }, [DIARY.length]);
		const [diary] = await readExportFiles([lying]);
		expect(diary!.text).toBe(DIARY);
	});
});
