// This device's habits: where it last watched each kind, which shelf it last opened.
import { describe, expect, it } from 'vitest';
import { deviceHabits } from '../../../src/lib/settings/device-habits';

function memoryStorage() {
	const items = new Map<string, string>();
	return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe('device habits', () => {
	it('start a series on television and a film at the cinema, with no shelf remembered', () => {
		const habits = deviceHabits(memoryStorage());
		expect(habits.lastPlatform('tv')).toEqual({ platformType: 'television' });
		expect(habits.lastPlatform('movie')).toEqual({ platformType: 'theater' });
		expect(habits.lastShelfKind()).toBeUndefined();
	});

	it('remember the last platform per kind and the last shelf, across page loads', () => {
		const storage = memoryStorage();
		deviceHabits(storage).rememberPlatform('tv', { platformType: 'streaming', platformService: 'Netflix', platformCountry: 'GB' });
		deviceHabits(storage).rememberShelfKind('movie');
		const later = deviceHabits(storage);
		expect(later.lastPlatform('tv')).toEqual({ platformType: 'streaming', platformService: 'Netflix', platformCountry: 'GB' });
		expect(later.lastPlatform('movie')).toEqual({ platformType: 'theater' });
		expect(later.lastShelfKind()).toBe('movie');
	});

	it('fall back to the defaults for a value that does not read back, or storage that refuses', () => {
		const storage = memoryStorage();
		storage.setItem('screenshelf.lastPlatform.tv', JSON.stringify({ platformType: 'cinema' }));
		storage.setItem('screenshelf.lastShelfKind', '{not json');
		expect(deviceHabits(storage).lastPlatform('tv')).toEqual({ platformType: 'television' });
		expect(deviceHabits(storage).lastShelfKind()).toBeUndefined();
		const refusing = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('QuotaExceededError'); } };
		expect(() => deviceHabits(refusing).rememberShelfKind('tv')).not.toThrow();
		expect(deviceHabits(refusing).lastShelfKind()).toBeUndefined();
	});
});
