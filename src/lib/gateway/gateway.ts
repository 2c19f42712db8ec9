/** The gateway: the only door to the library. Validation, permissions and errors happen here, once. */
import { z } from 'zod/mini';
import { TRACKING_KEY } from '../db/change-record';
import { LibraryStore } from '../db/library-store';
import { inputSchema, warmOperation, type OpContext, type Operation } from '../ops/operation';
import type { MediaKind } from '../domain/enums';
import { familyOperation, OPERATIONS } from '../ops/registry';
import type { AppSettings } from '../settings/app-settings';
import { ConnectionActivity, subjectOf } from './activity';
import { operationsClient, type OperationsClient } from './client';
import { BUILT_IN_CONNECTIONS, connection as connectionSchema, type Connection } from '../domain/connections';
import { permittedTools } from './permissions';
import { HistoryLookups } from './history-lookups';
import { DETAILS_KEY, TITLES_LANGUAGE_KEY, titlesLanguage, type CatalogLanguage } from './details-key';
import type { DetailsQueue } from './details-queue';
import type { OperationTools } from './grants';
import { GatewayError, toErrorBody, zodFailure, type Result } from '../domain/errors';
import { parseWorded } from '../domain/issue-wording';
import { PeopleDirectory } from './people-directory';
import { READ_ONLY_TOOLS, TOOL_NAMES, type ToolName } from '../domain/tools';
import type { LibraryTransfer } from '../transfer/library-transfer';

/** A caller that can give up on a call (an agent's client) passes a signal; see cancellation.ts. */
export type Tool = (request: unknown, options?: { signal?: AbortSignal }) => Promise<Result>;
export type Tools = Record<ToolName, Tool>;

// Strict, as the agents' input schemas say (additionalProperties: false): a stray key is refused, not ignored.
const envelope = z.strictObject({
	operation: z.string().check(z.maxLength(200)),
	input: z.optional(z.unknown())
});

/** What connections can see and be granted: every operation but the app's own (Operation.appOnly). */
const SHARED_OPERATIONS: readonly Operation[] = [...OPERATIONS.values()].filter((op) => !op.appOnly);

const describeEnvelope = z.optional(z.strictObject({ operation: z.optional(z.string().check(z.maxLength(200))), input: z.optional(z.unknown()) }));

export class Gateway {
	readonly people: PeopleDirectory;
	/**
	 * The batch path of JSON export and import (src/lib/io), loaded on first use as the planning
	 * and table code it runs already is: the first screen neither exports nor imports.
	 */
	readonly transfer: Pick<LibraryTransfer, 'snapshot' | 'apply'> = {
		snapshot: async (...args) => (await this.libraryTransfer()).snapshot(...args),
		apply: async (...args) => (await this.libraryTransfer()).apply(...args)
	};
	/** The history import's kept lookups and TMDB's /find (src/lib/io/history). */
	readonly history: HistoryLookups;
	/** Every operation with the tools it is called through: what a connection can be granted. */
	readonly operations: readonly OperationTools[] = SHARED_OPERATIONS;
	/** The typed client over the `app` connection, for io and code of the app's own (gateway/client.ts). */
	readonly ops: OperationsClient = operationsClient((kind, family, input) => this.run(kind, family, input));
	/** Writes made through connections other than `app`, newest first. */
	readonly activity = new ConnectionActivity();
	private readonly connectionListeners = new Set<(connection: Connection) => void>();
	private readonly connections = new Map<string, Connection>(Object.entries(BUILT_IN_CONNECTIONS));
	/** Other tabs of the same library hear each saved connection, so a withdrawal holds everywhere at once. */
	private readonly tabs?: BroadcastChannel;
	/** The language lookups answer in (the demo catalog's English alone), for the saved titles to follow. */
	private readonly catalogLanguage: CatalogLanguage;

	constructor(
		private readonly ctx: OpContext,
		savedConnections: Connection[],
		/** The TMDB token, language and region; the Settings screen's way in (not a tool). */
		readonly settings: AppSettings
	) {
		this.people = new PeopleDirectory(ctx.store, ctx.now);
		this.history = new HistoryLookups(ctx.store, ctx.provider, ctx.now);
		this.catalogLanguage = { now: () => ctx.provider.language ?? 'en-US', before: settings.get().language ?? 'en-US' };
		for (const saved of savedConnections) if (saved.id !== 'app') this.connections.set(saved.id, saved);
		if (typeof BroadcastChannel === 'function') {
			this.tabs = new BroadcastChannel(`screenshelf-connections:${ctx.store.library}`);
			// In Node an open channel would keep the process alive.
			(this.tabs as { unref?: () => void }).unref?.();
			this.tabs.onmessage = (event: MessageEvent) => {
				const heard = connectionSchema.safeParse(event.data);
				if (heard.success && heard.data.id !== 'app') this.apply(heard.data);
			};
		}
	}

	/** The six tools as seen by one connection; an unknown connection may use none of them. */
	connect(connectionId: string): Tools {
		return Object.fromEntries(
			TOOL_NAMES.map((tool) => [tool, (request: unknown, options?: { signal?: AbortSignal }) => this.call(tool, connectionId, request, options?.signal)])
		) as Tools;
	}

	connection(connectionId: string): Connection | undefined {
		return this.connections.get(connectionId);
	}

	/** Grants or withdraws tools and operations; takes effect on the next call. The app's own connection is fixed. */
	async saveConnection(value: Connection): Promise<Connection> {
		const parsed = await parseWorded(connectionSchema, value);
		if (!parsed.success) throw zodFailure(parsed.error);
		if (parsed.data.id === 'app') throw new GatewayError('permission_denied', "The app's own connection cannot be changed.");
		await this.ctx.store.write((tx) => tx.connections.put(parsed.data));
		this.apply(parsed.data);
		this.tabs?.postMessage(parsed.data);
		return parsed.data;
	}

	private apply(connection: Connection): void {
		this.connections.set(connection.id, connection);
		for (const listener of this.connectionListeners) listener(connection);
	}

	/** Calls `listener` with each connection saved from now on; returns the unsubscribe. */
	onConnectionChange(listener: (connection: Connection) => void): () => void {
		this.connectionListeners.add(listener);
		return () => this.connectionListeners.delete(listener);
	}

	/** Calls `listener` after every committed change to the library; returns the unsubscribe. */
	onChange(listener: () => void): () => void {
		return this.ctx.store.onWrite(listener);
	}

	/** The storage layer, for sync alone: it writes what arrives from the server through it (src/lib/sync). */
	get library(): LibraryStore {
		return this.ctx.store;
	}

	/** Whether sync is set up on this device: the app loads sync's code only then. */
	syncSetUp(): Promise<boolean> {
		return this.ctx.store.read(async (tx) => (await tx.settings.get(TRACKING_KEY)) === true);
	}

	/**
	 * Whether titles wait for their catalog details, imported without them or saved in another language
	 * than lookups answer in now: the app loads the code that fetches them only then.
	 */
	detailsPending(): Promise<boolean> {
		const language = this.catalogLanguage;
		return this.ctx.store.read(async (tx) => {
			const [listed, kept] = await Promise.all([tx.settings.get(DETAILS_KEY), tx.settings.get(TITLES_LANGUAGE_KEY)]);
			return ((listed as { titles?: unknown[] } | undefined)?.titles?.length ?? 0) > 0 || titlesLanguage(kept, language) !== language.now();
		});
	}

	/** The titles whose catalog details are still to be fetched (ui/details/ fetches them), loaded on first use. */
	async details(): Promise<DetailsQueue> {
		return new (await import('./details-queue')).DetailsQueue(this.ctx.store, this.catalogLanguage);
	}


	private async libraryTransfer(): Promise<LibraryTransfer> {
		const { LibraryTransfer } = await import('../transfer/library-transfer');
		return new LibraryTransfer(this.ctx.store);
	}

	/** The gateway's clock, so every timestamp of a session comes from one place. */
	now(): Date {
		return this.ctx.now();
	}

	close(): void {
		this.tabs?.close();
		this.ctx.store.close();
	}

	/** Runs one kind's family as `app`, through the first tool its registry row names (the typed client's path). */
	run(kind: MediaKind, family: string, input: unknown): Promise<Result> {
		const op = familyOperation(kind, family);
		if (!op) return Promise.resolve({ ok: false, error: { code: 'unknown_operation', message: `There is no ${kind} operation "${family.slice(0, 100)}".` } });
		return this.call(op.tools[0]!, 'app', { operation: op.name, input });
	}

	/** Loads these operations' handlers ahead of their first call: a screen that offers them does so as it opens. */
	async warm(kind: MediaKind, families: readonly string[]): Promise<void> {
		await Promise.all(
			families.map((family) => {
				const op = familyOperation(kind, family);
				return op && warmOperation(op);
			})
		);
	}

	private async call(tool: ToolName, connectionId: string, request: unknown, signal?: AbortSignal): Promise<Result> {
		// Only agents' clients can cancel: the app's own calls never load that code.
		let cancelling: typeof import('./cancellation') | undefined;
		try {
			if (signal) cancelling = await import('./cancellation');
			const ctx = cancelling && signal ? cancelling.cancellable(this.ctx, signal) : this.ctx;
			const connection = this.connections.get(connectionId);
			if (!connection || !connection.tools.includes(tool)) {
				throw new GatewayError('permission_denied', `The connection "${String(connectionId).slice(0, 100)}" may not use ${tool}.`);
			}
			if (tool === 'svc_describe') return { ok: true, data: await this.describe(connection, request) };
			const call = await parseWorded(envelope, request);
			if (!call.success) throw zodFailure(call.error);
			const op = this.operation(call.data.operation, connection.id === 'app');
			if (!op.tools.includes(tool)) {
				throw new GatewayError('wrong_tool', `${op.name} is called through ${op.tools.join(' or ')}, not ${tool}.`);
			}
			if (permittedTools(connection, op).length === 0) {
				throw new GatewayError('permission_denied', `The connection "${connection.id}" may not use ${op.name}.`);
			}
			const input = await parseWorded(await inputSchema(op), call.data.input ?? {});
			if (!input.success) throw zodFailure(input.error);
			const data = await op.run(input.data, ctx);
			if (connection.id !== 'app' && !READ_ONLY_TOOLS.includes(tool)) {
				const subject = subjectOf(data, input.data);
				this.activity.record({ at: this.ctx.now().toISOString(), connectionId: connection.id, tool, operation: op.name, ...(subject ? { subject } : {}) });
			}
			return { ok: true, data };
		} catch (error) {
			// Whatever the cancel interrupted (a lookup, a transaction rolled back) failed because of it.
			return { ok: false, error: toErrorBody(signal?.aborted && cancelling ? cancelling.cancelledError() : error) };
		}
	}

	/** The row of `name`; an app-only one is there only for the app's own calls. */
	private operation(name: string, appCall: boolean): Operation {
		const op = OPERATIONS.get(name);
		if (!op || (op.appOnly && !appCall)) {
			throw new GatewayError('unknown_operation', `There is no operation "${name.slice(0, 100)}"; svc_describe lists them.`);
		}
		return op;
	}

	private async describe(connection: Connection, request: unknown) {
		const call = await parseWorded(describeEnvelope, request ?? undefined);
		if (!call.success) throw zodFailure(call.error);
		const name = call.data?.operation;
		const { describe } = await import('./describe');
		if (name === undefined) return describe(connection, SHARED_OPERATIONS);
		const op = this.operation(name, false);
		if (permittedTools(connection, op).length === 0) {
			throw new GatewayError('permission_denied', `The connection "${connection.id}" may not use ${op.name}.`);
		}
		return describe(connection, SHARED_OPERATIONS, op);
	}

	static async open(store: LibraryStore, ctx: Omit<OpContext, 'store'>, settings: AppSettings): Promise<Gateway> {
		const saved = await store.read((tx) => tx.connections.list());
		return new Gateway({ ...ctx, store }, saved, settings);
	}
}
