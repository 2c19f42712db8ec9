/** The export reminder nudges only when the last export is over a month old, or there was none. */
import { describe, expect, it } from 'vitest';
import { exportReminder } from '../../../src/lib/ui/settings/export-reminder';
import { openTestGateway } from '../../fixtures/gateway';

const NOW = new Date('2026-11-22T10:00:00.000Z');

describe('the export reminder', () => {
	it('says when there was no export yet', () => {
		expect(exportReminder(null, NOW)).toEqual({ kind: 'never' });
	});

	it('is quiet up to a month after an export and nudges after', () => {
		expect(exportReminder('2026-10-23T10:00:00.000Z', NOW)).toMatchObject({ kind: 'recent', days: 30 });
		expect(exportReminder('2026-10-22T09:00:00.000Z', NOW)).toMatchObject({ kind: 'stale', days: 31 });
	});

	it('reads the last export time the settings keep, which survives a reopen', async () => {
		const t = await openTestGateway();
		await t.gateway.settings.update({ lastExportAt: '2026-09-01T08:00:00.000Z' });
		expect(exportReminder(t.gateway.settings.get().lastExportAt, NOW)).toMatchObject({ kind: 'stale', days: 82 });
		await expect(t.gateway.settings.update({ lastExportAt: 'last tuesday' })).rejects.toMatchObject({ code: 'invalid_input' });
		t.gateway.close();
	});
});
