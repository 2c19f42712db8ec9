/**
 * The gateway's own surfaces as screens reach them (People, settings, connections): every call
 * answers a result in the gateway's one error shape, so a full disk reads as a full disk.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PeopleRepo } from '../../../src/lib/db/people-repo';
import { app } from '../../../src/lib/ui/gateway-client';

afterEach(() => vi.restoreAllMocks());

describe('the app surfaces', () => {
	it('answers data on success', async () => {
		const added = await app.people.add({ name: 'Ana' });
		expect(added).toMatchObject({ ok: true, data: { name: 'Ana', active: true } });
		const listed = await app.people.list();
		expect(listed.ok && listed.data.map((p) => p.name)).toContain('Ana');
	});

	it('answers a full disk as storage_full, not as a directory that could not be read', async () => {
		vi.spyOn(console, 'error').mockImplementation(() => {});
		vi.spyOn(PeopleRepo.prototype, 'put').mockRejectedValue(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
		const answer = await app.people.add({ name: 'Bea' });
		expect(answer).toEqual({ ok: false, error: expect.objectContaining({ code: 'storage_full', message: expect.stringMatching(/no room left/) }) });
	});

	it('answers refused input with the field at fault, and an unknown person as not_found', async () => {
		const blank = await app.people.add({ name: '  ' });
		expect(blank).toMatchObject({ ok: false, error: { code: 'invalid_input', issues: [{ path: 'name' }] } });
		expect(await app.people.rename('nobody', 'Cy')).toMatchObject({ ok: false, error: { code: 'not_found' } });
		expect(await app.settings.update({ region: 'XX' } as never)).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
		expect(await app.connections.save({ id: 'app', label: 'App', tools: [] })).toMatchObject({ ok: false, error: { code: 'permission_denied' } });
	});
});
