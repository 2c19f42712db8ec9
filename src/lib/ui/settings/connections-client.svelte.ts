/**
 * How the Connections section reaches the gateway: the agent connection as it stands, the
 * operations there are to grant (from the app's svc_describe), what the agent changed, and
 * saving a new grant. Never touches storage itself.
 */
import type { Connection, ConnectionChange, GatewayErrorBody, Result } from '$lib/gateway';
import { BUILT_IN_CONNECTIONS } from '$lib/domain/connections';
import { toErrorBody } from '$lib/domain/errors';
import type { ToolName } from '$lib/domain/tools';
import { app, appTools, gateway } from '../gateway-client';

const AGENT = BUILT_IN_CONNECTIONS.agent.id;

export interface GrantableOperation {
	name: string;
	tools: ToolName[];
	/** The spec's resource kind it acts on, such as movie_watch_log. */
	kind: string;
	purpose: string;
}

export interface LiveAgent {
	readonly connection: Connection | undefined;
	readonly operations: GrantableOperation[];
	/** The agent's changes since the page opened, newest first. */
	readonly activity: readonly ConnectionChange[];
	readonly error: GatewayErrorBody | undefined;
}

/** Must be called while a component initializes. */
export function liveAgent(): LiveAgent {
	let connection = $state<Connection | undefined>();
	let operations = $state<GrantableOperation[]>([]);
	let activity = $state<readonly ConnectionChange[]>([]);
	let error = $state<GatewayErrorBody | undefined>();

	$effect(() => {
		const stops: (() => void)[] = [];
		let cancelled = false;
		Promise.all([gateway(), appTools().then((tools) => tools.svc_describe({}))]).then(
			([g, described]) => {
				if (cancelled) return;
				if (described.ok) operations = (described.data as { operations: GrantableOperation[] }).operations;
				else error = described.error;
				connection = g.connection(AGENT);
				activity = g.activity.recent();
				stops.push(
					g.onConnectionChange((c) => {
						if (c.id === AGENT) connection = c;
					}),
					g.activity.subscribe(() => (activity = g.activity.recent()))
				);
			},
			(e: unknown) => (error = toErrorBody(e))
		);
		return () => {
			cancelled = true;
			for (const stop of stops) stop();
		};
	});

	return {
		get connection() {
			return connection;
		},
		get operations() {
			return operations;
		},
		get activity() {
			return activity;
		},
		get error() {
			return error;
		}
	};
}

export function saveConnection(connection: Connection): Promise<Result<Connection>> {
	return app.connections.save(connection);
}
