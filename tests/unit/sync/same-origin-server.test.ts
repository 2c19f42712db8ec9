import { describe, expect, it } from 'vitest';
import { sameOriginCouch } from '../../../src/lib/sync/same-origin-server';

const ORIGIN = 'https://diary.example.org';
/** A fetch that answers every request with `answer`, and records what was asked. */
function answering(answer: () => Response | Promise<Response>) {
	const asked: string[] = [];
	const fake = (async (input: RequestInfo | URL) => {
		asked.push(String(input));
		return answer();
	}) as typeof fetch;
	return { fake, asked };
}

describe('the CouchDB served beside the app', () => {
	it('is found at /couchdb/ of the app’s origin when a CouchDB greets there', async () => {
		const couch = answering(() => Response.json({ couchdb: 'Welcome', version: '3.4.2', vendor: { name: 'The Apache Software Foundation' } }));
		expect(await sameOriginCouch(ORIGIN, couch.fake)).toBe('https://diary.example.org/couchdb/');
		expect(couch.asked).toEqual(['https://diary.example.org/couchdb/']);
	});

	it('is not found where a static host answers with its app shell, a 404, or nothing at all', async () => {
		const shell = answering(() => new Response('<!doctype html><title>Screenshelf</title>', { headers: { 'Content-Type': 'text/html' } }));
		expect(await sameOriginCouch(ORIGIN, shell.fake)).toBeUndefined();
		expect(await sameOriginCouch(ORIGIN, answering(() => new Response('Not found', { status: 404 })).fake)).toBeUndefined();
		expect(await sameOriginCouch(ORIGIN, answering(() => Promise.reject(new TypeError('Failed to fetch'))).fake)).toBeUndefined();
		expect(await sameOriginCouch(ORIGIN, answering(() => Response.json({ ok: true })).fake)).toBeUndefined();
	});
});
