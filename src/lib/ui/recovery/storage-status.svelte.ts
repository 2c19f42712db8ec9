/** The storage problem the app shell shows, if any: set by the gateway client, read by StorageRecovery. */
import type { StorageProblem } from '$lib/gateway';

let problem = $state<StorageProblem | undefined>(undefined);

export const storageStatus = {
	get problem(): StorageProblem | undefined {
		return problem;
	},
	report(next: StorageProblem | undefined): void {
		problem = next;
	}
};
