/** Whether to remind of a backup: site data can be cleared, and then only an export survives. */
const STALE_AFTER_DAYS = 30;
const DAY_MS = 86_400_000;

export type ExportReminder = { kind: 'never' } | { kind: 'recent' | 'stale'; days: number; on: Date };

export function exportReminder(lastExportAt: string | null, now: Date): ExportReminder {
	if (lastExportAt === null) return { kind: 'never' };
	const on = new Date(lastExportAt);
	const days = Math.max(0, Math.floor((now.getTime() - on.getTime()) / DAY_MS));
	return { kind: days > STALE_AFTER_DAYS ? 'stale' : 'recent', days, on };
}
