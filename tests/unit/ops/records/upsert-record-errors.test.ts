/** Refused record upserts: each names the bad input and leaves the library as it was. */
import { describe, expect, it } from 'vitest';
import { FAMILIES, type Family } from '../../../fixtures/families';
import { familyClient } from '../../../fixtures/family-calls';
import { expectError, openTestGateway } from '../../../fixtures/gateway';

interface Case {
	name: string;
	input: (f: Family) => Record<string, unknown>;
	code: string;
	path?: (f: Family) => string;
}

const otherKind = (f: Family) => (f.kind === 'tv' ? 'movie' : 'tv');

const CASES: Case[] = [
	{ name: 'neither providerId nor record', input: () => ({}), code: 'invalid_input', path: () => 'providerId' },
	{ name: 'only a status', input: () => ({ status: 'watched' }), code: 'invalid_input', path: () => 'providerId' },
	{
		name: 'a body whose providerRef is of the other kind',
		input: (f) => ({ record: f.body({ providerRef: { provider: 'tmdb', mediaType: otherKind(f), id: f.sample.providerId } }) }),
		code: 'invalid_input',
		path: () => 'record.providerRef.mediaType'
	},
	{
		name: 'a providerId that differs from the body',
		input: (f) => ({ providerId: f.other.providerId, record: f.body({}, f.sample.providerId) }),
		code: 'invalid_input',
		path: () => 'providerId'
	},
	{ name: 'a provider ID the catalog does not know', input: () => ({ providerId: '999999999' }), code: 'not_found' },
	{
		name: 'a mediaRecordId saved for another title',
		input: (f) => ({ providerId: f.other.providerId, mediaRecordId: `${f.kind}:tmdb:${f.sample.providerId}` }),
		code: 'invalid_input',
		path: () => 'mediaRecordId'
	},
	{
		name: 'a body whose mediaRecordId is saved for another title',
		input: (f) => ({ mediaRecordId: `${f.kind}:tmdb:${f.sample.providerId}`, record: f.body({ title: f.other.title }, f.other.providerId) }),
		code: 'invalid_input',
		path: () => 'mediaRecordId'
	},
	{ name: 'an unknown status', input: (f) => ({ providerId: f.other.providerId, status: 'seen' }), code: 'invalid_input', path: () => 'status' },
	{
		name: 'an unknown status inside the body',
		input: (f) => ({ record: f.body({ status: 'binged' }, f.other.providerId) }),
		code: 'invalid_input',
		path: () => 'record.status'
	},
	{
		name: 'a date that is not on the calendar',
		input: (f) => ({ record: f.body({ [f.dateField]: '2023-02-30' }, f.other.providerId) }),
		code: 'invalid_input',
		path: (f) => `record.${f.dateField}`
	},
	{
		name: 'a date in another format',
		input: (f) => ({ record: f.body({ [f.dateField]: '31/03/1999' }, f.other.providerId) }),
		code: 'invalid_input',
		path: (f) => `record.${f.dateField}`
	},
	{ name: 'a body without title', input: (f) => ({ record: f.body({ title: undefined }, f.other.providerId) }), code: 'invalid_input', path: () => 'record.title' },
	{ name: 'an empty title', input: (f) => ({ record: f.body({ title: '' }, f.other.providerId) }), code: 'invalid_input', path: () => 'record.title' },
	{ name: 'an unknown rating', input: (f) => ({ record: f.body({ rating: 'great' }, f.other.providerId) }), code: 'invalid_input', path: () => 'record.rating' },
	{ name: 'a non-numeric providerId', input: () => ({ providerId: 'abc' }), code: 'invalid_input', path: () => 'providerId' },
	{ name: 'an unknown top-level key', input: (f) => ({ providerId: f.other.providerId, favourite: true }), code: 'invalid_input' }
];

describe.each(FAMILIES.map((f) => [f.ops.upsertRecord, f] as [string, Family]))('%s refuses', (_name, f) => {
	it.each(CASES.map((c) => [c.name, c] as [string, Case]))('%s, changing nothing', async (_case, c) => {
		const { app } = await openTestGateway();
		const client = familyClient(app, f);
		await client.quickSave(f.sample.providerId, { status: 'watching' });
		await client.saveBody(f.body({ title: 'Another', rating: 'love', tags: ['x'] }, '424242'));
		const before = await client.state();
		expect(before.records).toHaveLength(2);

		const error = expectError(await app.svc_create({ operation: f.ops.upsertRecord, input: c.input(f) }));
		expect(error.code).toBe(c.code);
		if (c.path) expect(error.issues?.map((i) => i.path)).toContain(c.path(f));

		expect(await client.state()).toEqual(before);
	});

	it('an unknown top-level key, naming it', async () => {
		const { app } = await openTestGateway();
		const error = expectError(await app.svc_create({ operation: f.ops.upsertRecord, input: { providerId: f.sample.providerId, favourite: true } }));
		expect(error.message).toContain('favourite');
		expect(await familyClient(app, f).state()).toMatchObject({ records: [], stats: { totals: { saved: 0 } } });
	});
});
