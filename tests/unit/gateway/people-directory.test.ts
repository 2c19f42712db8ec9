/** The minimal People directory behind gateway.people (DESIGN section 5). */
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../../src/lib/domain/errors';
import { MOVIE } from '../../fixtures/families';
import { familyClient } from '../../fixtures/family-calls';
import { expectError, openTestGateway } from '../../fixtures/gateway';

/** Awaits a rejection and returns it as a GatewayError. */
async function rejection(promise: Promise<unknown>): Promise<GatewayError> {
	const error = await promise.then(
		() => {
			throw new Error('expected a rejection');
		},
		(e: unknown) => e
	);
	expect(error).toBeInstanceOf(GatewayError);
	return error as GatewayError;
}

describe('people directory', () => {
	it('adds a person with a trimmed name, active', async () => {
		const { gateway } = await openTestGateway();
		const ana = await gateway.people.add({ name: '  Ana Lima \n' });
		expect(ana).toEqual({ id: expect.stringMatching(/^person:/), name: 'Ana Lima', active: true });
		expect(await gateway.people.list()).toEqual([ana]);
		const ben = await gateway.people.add({ name: 'Ben' });
		expect(ben.id).not.toBe(ana.id);
	});

	it.each([[''], ['    '], ['x'.repeat(201)]])('refuses the name %j with invalid_input at name', async (name) => {
		const { gateway } = await openTestGateway();
		const error = await rejection(gateway.people.add({ name }));
		expect(error.body.code).toBe('invalid_input');
		expect(error.body.issues?.map((i) => i.path)).toEqual(['name']);
		expect(await gateway.people.list()).toEqual([]);
	});

	it('accepts a name of 200 characters', async () => {
		const { gateway } = await openTestGateway();
		expect((await gateway.people.add({ name: 'y'.repeat(200) })).name).toHaveLength(200);
	});

	it('renames a person; a bad new name is refused and the old name kept', async () => {
		const { gateway } = await openTestGateway();
		const ana = await gateway.people.add({ name: 'Ana' });
		expect(await gateway.people.rename(ana.id, ' Ana Maria ')).toEqual({ id: ana.id, name: 'Ana Maria', active: true });
		const error = await rejection(gateway.people.rename(ana.id, ' '));
		expect([error.body.code, error.body.issues?.[0]?.path]).toEqual(['invalid_input', 'name']);
		expect(await gateway.people.list()).toEqual([{ id: ana.id, name: 'Ana Maria', active: true }]);
	});

	it('lists people sorted by name, whatever the case', async () => {
		const { gateway } = await openTestGateway();
		for (const name of ['Zoe', 'ana', 'Bob', 'Émile', 'Carl']) await gateway.people.add({ name });
		expect((await gateway.people.list()).map((p) => p.name)).toEqual(['ana', 'Bob', 'Carl', 'Émile', 'Zoe']);
	});

	it('keeps the order up to date after a rename', async () => {
		const { gateway } = await openTestGateway();
		const a = await gateway.people.add({ name: 'Alma' });
		await gateway.people.add({ name: 'Mia' });
		await gateway.people.rename(a.id, 'Zara');
		expect((await gateway.people.list()).map((p) => p.name)).toEqual(['Mia', 'Zara']);
	});

	it('an unknown ID is not_found for rename and setActive', async () => {
		const { gateway } = await openTestGateway();
		expect((await rejection(gateway.people.rename('person:nobody', 'X'))).body.code).toBe('not_found');
		expect((await rejection(gateway.people.setActive('person:nobody', false))).body.code).toBe('not_found');
		expect(await gateway.people.list()).toEqual([]);
	});

	it('a deactivated person cannot be watched with until reactivated', async () => {
		const t = await openTestGateway();
		const c = familyClient(t.app, MOVIE);
		const record = await c.save();
		const ana = await t.gateway.people.add({ name: 'Ana' });
		expect(await t.gateway.people.setActive(ana.id, false)).toEqual({ id: ana.id, name: 'Ana', active: false });
		expect((await t.gateway.people.list())[0]?.active).toBe(false);

		const refused = expectError(await c.addLog({ log: { mediaRecordId: record.id, watchedWithPersonIds: [ana.id] } }));
		expect([refused.code, refused.issues?.[0]?.path]).toEqual(['invalid_input', 'log.watchedWithPersonIds.0']);
		expect(await c.logs()).toEqual([]);

		await t.gateway.people.setActive(ana.id, true);
		const log = await c.log(record.id, { watchedWithPersonIds: [ana.id] });
		expect(log.watchedWithPersonIds).toEqual([ana.id]);
	});

	it('renaming keeps a deactivated person inactive', async () => {
		const { gateway } = await openTestGateway();
		const ana = await gateway.people.add({ name: 'Ana' });
		await gateway.people.setActive(ana.id, false);
		expect(await gateway.people.rename(ana.id, 'Ana B')).toEqual({ id: ana.id, name: 'Ana B', active: false });
	});
});
