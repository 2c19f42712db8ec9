/**
 * Recent changes made through connections other than the app's own (an agent's), kept for the
 * life of the page so the app can show what was done on the person's behalf. Agents reach the
 * library only while the page is open, so that is as long as the list needs to last.
 */
import type { ToolName } from '../domain/tools';

export const ACTIVITY_KEPT = 20;

export interface ConnectionChange {
	at: string;
	connectionId: string;
	tool: ToolName;
	operation: string;
	/** The title changed, else the ID the input named; absent when neither is known. */
	subject?: string;
}

function fields(value: unknown): Record<string, unknown> {
	return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** Every write answers with the row it wrote ({ record }, { log }, ...) or, for a delete, counts only. */
export function subjectOf(data: unknown, input: unknown): string | undefined {
	for (const row of Object.values(fields(data))) {
		const title = fields(row).title;
		if (typeof title === 'string') return title;
	}
	for (const [key, value] of Object.entries(fields(input))) {
		if (key.endsWith('Id') && typeof value === 'string') return value;
	}
	return undefined;
}

export class ConnectionActivity {
	private entries: ConnectionChange[] = [];
	private readonly listeners = new Set<() => void>();

	record(change: ConnectionChange): void {
		this.entries = [change, ...this.entries].slice(0, ACTIVITY_KEPT);
		for (const listener of this.listeners) listener();
	}

	/** Newest first. */
	recent(): readonly ConnectionChange[] {
		return this.entries;
	}

	/** Calls `listener` after every recorded change; returns the unsubscribe. */
	subscribe(listener: () => void): () => void {
		this.listeners.add(listener);
		return () => this.listeners.delete(listener);
	}
}
