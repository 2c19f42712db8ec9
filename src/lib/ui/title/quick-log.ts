/**
 * What a one-tap episode log says besides its episodes: the day the person picked (today unless
 * they said otherwise) and where this device last watched a series, never the spec's default
 * Cinema unless that is where they last chose.
 */
import type { PlatformChoice } from '$lib/gateway';
import { habits } from '$lib/ui/device-habits';
import { daysAgo } from '$lib/ui/log/watch-day';

export const QUICK_DAYS = {
	today: 'Today',
	yesterday: 'Yesterday',
	unknown: 'Don’t remember: on the air date'
} as const;
export type QuickDay = keyof typeof QUICK_DAYS;

export function quickLogFields(day: QuickDay): PlatformChoice & { watchedOn?: string } {
	const platform = habits.lastPlatform('tv');
	// Unknown: no date, so the service files it on the episode's air date and marks it defaulted.
	if (day === 'unknown') return platform;
	return { ...platform, watchedOn: daysAgo(day === 'today' ? 0 : 1) };
}
