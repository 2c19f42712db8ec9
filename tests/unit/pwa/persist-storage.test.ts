// The persistent-storage request waits for the first saved title, is made once, and is not
// made when the browser already keeps the storage.
import { describe, expect, it, vi } from 'vitest';
import { askToPersistAfterFirstSave } from '../../../src/lib/pwa/persist-storage';

function harness({ persisted = false, saved = 0 } = {}) {
	const listeners = new Set<() => void>();
	const storage = {
		persisted: vi.fn(async () => persisted),
		persist: vi.fn(async () => true)
	};
	const state = { saved };
	const stop = askToPersistAfterFirstSave({
		storage,
		savedCount: async () => state.saved,
		onChange: (listener) => {
			listeners.add(listener);
			return () => listeners.delete(listener);
		}
	});
	const write = async (savedAfter: number) => {
		state.saved = savedAfter;
		for (const listener of [...listeners]) listener();
		await new Promise((resolve) => setTimeout(resolve, 0));
	};
	return { storage, listeners, stop, write };
}

describe('asking to persist storage', () => {
	it('does not ask on load, nor after writes that leave no saved title', async () => {
		const { storage, write } = harness();
		await write(0);
		expect(storage.persist).not.toHaveBeenCalled();
	});

	it('asks once, after the first write that leaves a saved title, and then stops listening', async () => {
		const { storage, listeners, write } = harness();
		await write(1);
		expect(storage.persist).toHaveBeenCalledTimes(1);
		expect(listeners.size).toBe(0);
		await write(2);
		expect(storage.persist).toHaveBeenCalledTimes(1);
	});

	it('does not ask when the storage is already persistent', async () => {
		const { storage, write } = harness({ persisted: true });
		await write(3);
		expect(storage.persisted).toHaveBeenCalledTimes(1);
		expect(storage.persist).not.toHaveBeenCalled();
	});

	it('does nothing where the browser has no persist()', () => {
		const onChange = vi.fn(() => () => undefined);
		askToPersistAfterFirstSave({ storage: undefined, savedCount: async () => 1, onChange })();
		expect(onChange).not.toHaveBeenCalled();
	});

	it('stops when told to', async () => {
		const { storage, listeners, stop, write } = harness();
		stop();
		expect(listeners.size).toBe(0);
		await write(1);
		expect(storage.persist).not.toHaveBeenCalled();
	});
});
