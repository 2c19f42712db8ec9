/** What an operation is: one row of the registry. */
import type { z } from 'zod/mini';
import type { LibraryStore } from '../db/library-store';
import type { ToolName } from '../gateway/tools';
import type { CatalogProvider } from '../provider/catalog-provider';
import type { ResourceKind } from './kind-info';

export interface OpContext {
	store: LibraryStore;
	provider: CatalogProvider;
	now: () => Date;
}

export interface Operation<S extends z.ZodMiniType = z.ZodMiniType> {
	name: string;
	tools: readonly ToolName[];
	kind: ResourceKind;
	input: S;
	/** Receives parsed input; touches storage only through ctx.store.read/write. */
	run: (input: z.output<S>, ctx: OpContext) => Promise<unknown>;
	description: string;
	/** Defaults, rules and advice from the spec, shown by svc_describe. */
	notes: readonly string[];
	/** Beyond the spec (DESIGN section 3). */
	extension?: boolean;
}

/** Keeps each operation's handler typed by its own schema. */
export function defineOperation<S extends z.ZodMiniType>(op: Operation<S>): Operation {
	return op as unknown as Operation;
}
