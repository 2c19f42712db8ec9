/**
 * This device's habits: where it last watched each kind (a new log starts there) and which
 * shelf it last opened (Library and Discover open on it). Kept in the browser's localStorage,
 * apart from the library and its settings table: they are never exported or synced, and
 * remembering one is not a library write (it wakes no live query and cancels no import in
 * another tab). A value that does not read back, or storage that is off, gives the default.
 */
import { z } from 'zod/mini';
import { mediaKind, platformCountry, platformType, type MediaKind } from '../domain/enums';
import { shortText } from '../domain/fields';

const platformChoice = z.object({
	platformType,
	platformService: z.optional(shortText),
	platformCountry: z.optional(platformCountry)
});
export type PlatformChoice = z.output<typeof platformChoice>;

type HabitStorage = Pick<Storage, 'getItem' | 'setItem'>;

const KEYS = { platform: (kind: MediaKind) => `screenshelf.lastPlatform.${kind}`, shelf: 'screenshelf.lastShelfKind' };

/** Where a new log starts when this device has logged nothing of the kind: a series is rarely seen at the cinema. */
const FIRST_PLATFORM: Record<MediaKind, PlatformChoice> = {
	tv: { platformType: 'television' },
	movie: { platformType: 'theater' }
};

function read<T>(storage: HabitStorage | undefined, key: string, schema: z.ZodMiniType<T>): T | undefined {
	try {
		const raw = storage?.getItem(key);
		return raw == null ? undefined : schema.safeParse(JSON.parse(raw)).data;
	} catch {
		return undefined;
	}
}

function write(storage: HabitStorage | undefined, key: string, value: unknown): void {
	try {
		storage?.setItem(key, JSON.stringify(value));
	} catch {
		// Storage full or switched off: the habit is not kept, which costs one tap next time.
	}
}

const browserStorage = (): HabitStorage | undefined => {
	try {
		return globalThis.localStorage;
	} catch {
		return undefined;
	}
};

export function deviceHabits(storage: HabitStorage | undefined = browserStorage()) {
	return {
		lastPlatform: (kind: MediaKind): PlatformChoice => read(storage, KEYS.platform(kind), platformChoice) ?? FIRST_PLATFORM[kind],
		rememberPlatform: (kind: MediaKind, choice: PlatformChoice): void => write(storage, KEYS.platform(kind), choice),
		lastShelfKind: (): MediaKind | undefined => read(storage, KEYS.shelf, mediaKind),
		rememberShelfKind: (kind: MediaKind): void => write(storage, KEYS.shelf, kind)
	};
}

export type DeviceHabits = ReturnType<typeof deviceHabits>;
