/**
 * This device's habits, kept in its settings (never in the library): where it last watched each
 * kind, so a new log starts there, and which shelf it last opened, so Library and Discover open
 * on it.
 */
import type { MediaKind } from '$lib/domain/enums';
import type { PlatformChoice } from '$lib/gateway';
import { gateway } from './gateway-client';

/** Where a new log starts when this device has logged nothing of the kind: a series is rarely seen at the cinema. */
const FIRST_PLATFORM: Record<MediaKind, PlatformChoice> = {
	tv: { platformType: 'television' },
	movie: { platformType: 'theater' }
};

export async function lastPlatform(kind: MediaKind): Promise<PlatformChoice> {
	try {
		return (await gateway()).settings.get().lastPlatform[kind] ?? FIRST_PLATFORM[kind];
	} catch {
		return FIRST_PLATFORM[kind];
	}
}

// A habit that could not be written costs one tap next time; the watch or the screen it came
// with has already been saved or shown, so a failure here is not worth an error on screen.
async function remember(write: (settings: Awaited<ReturnType<typeof gateway>>['settings']) => Promise<unknown>): Promise<void> {
	try {
		await write((await gateway()).settings);
	} catch (error) {
		console.warn('Screenshelf could not remember a device habit', error);
	}
}

export function rememberPlatform(kind: MediaKind, choice: PlatformChoice): Promise<void> {
	return remember((settings) => settings.update({ lastPlatform: { ...settings.get().lastPlatform, [kind]: choice } }));
}

export async function lastShelfKind(): Promise<MediaKind | null> {
	try {
		return (await gateway()).settings.get().lastShelfKind;
	} catch {
		return null;
	}
}

export function rememberShelfKind(kind: MediaKind): Promise<void> {
	return remember(async (settings) => {
		if (settings.get().lastShelfKind !== kind) await settings.update({ lastShelfKind: kind });
	});
}
