/**
 * An agent's grants that arrive from the server may narrow what this device allows, never widen
 * it (DESIGN 11): the server, or whoever wrote to it, must not hand the in-browser agent a tool
 * the person did not allow here.
 */
import type { Connection } from '../domain/connections';

const within = <T>(wanted: readonly T[], allowed: readonly T[]) => wanted.filter((item) => allowed.includes(item));

/** The connection to save for one that arrived, or undefined when this device's stays as it is. */
export function narrowedGrant(arriving: Connection, mine: Connection | undefined): Connection | undefined {
	// A connection this device does not have allows nothing here: there is nothing to narrow.
	if (!mine || arriving.id === 'app') return undefined;
	const tools = within(arriving.tools, mine.tools);
	const operations = arriving.operations ? within(arriving.operations, mine.operations ?? arriving.operations) : mine.operations;
	const next: Connection = { ...mine, tools, ...(operations ? { operations } : {}) };
	const same = tools.length === mine.tools.length && (operations ?? []).join('\n') === (mine.operations ?? []).join('\n') && !!operations === !!mine.operations;
	return same ? undefined : next;
}
