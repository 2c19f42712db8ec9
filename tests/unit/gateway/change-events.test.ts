import { describe, expect, it } from 'vitest';
import { expectOk, openTestGateway } from '../../fixtures/gateway';

describe('gateway.onChange', () => {
	it('tells open screens about committed writes only, until they unsubscribe', async () => {
		const { gateway, app } = await openTestGateway();
		let changes = 0;
		const unsubscribe = gateway.onChange(() => changes++);

		expectOk(await app.svc_find({ operation: 'movies_queryMovieRecords', input: {} }));
		expect(changes).toBe(0);

		expectOk(await app.svc_create({ operation: 'movies_upsertMovieRecord', input: { providerId: '603' } }));
		expect(changes).toBe(1);

		const refused = await app.svc_create({ operation: 'movies_addMovieWatchLog', input: { log: { mediaRecordId: 'movie:tmdb:1' } } });
		expect(refused.ok).toBe(false);
		expect(changes).toBe(1);

		await gateway.people.add({ name: 'Ann' });
		expect(changes).toBe(2);

		unsubscribe();
		expectOk(await app.svc_delete({ operation: 'movies_deleteMovieRecord', input: { mediaRecordId: 'movie:tmdb:603' } }));
		expect(changes).toBe(2);
	});

	it('keeps a write committed when a listener throws', async () => {
		const { gateway, app } = await openTestGateway();
		gateway.onChange(() => {
			throw new Error('a broken screen');
		});
		const saved = await app.svc_create({ operation: 'movies_upsertMovieRecord', input: { providerId: '603' } });
		expect(saved.ok).toBe(true);
		const found = expectOk(await app.svc_find({ operation: 'movies_queryMovieRecords', input: {} }));
		expect(found.items).toHaveLength(1);
	});
});
