/** The storage problem the app shell shows, if any: set by the gateway client, read by StorageRecovery. */
import type { StorageProblem } from '$lib/gateway';

let problem = $state<StorageProblem | undefined>(undefined);

export const storageStatus = {
	get problem(): StorageProblem | undefined {
		return problem;
	},
	/** A problem the app cannot go on past: its dialog is modal, and the screen behind it inert. */
	get modal(): boolean {
		return problem === 'newer_version' || problem === 'unavailable' || problem === 'lost' || problem === 'superseded' || problem === 'replaced';
	},
	report(next: StorageProblem | undefined): void {
		problem = next;
	}
};
