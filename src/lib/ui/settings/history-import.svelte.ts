/**
 * The "Bring your history" flow as state: read the export, match its titles (cancellable, with
 * progress; kept lookups make a second run resume), let the person settle what is uncertain,
 * check what the import would change, then write it in one transaction.
 */
import type { GatewayErrorBody } from '$lib/gateway';
import { toErrorBody } from '$lib/domain/errors';
import type { ImportSummary } from '$lib/transfer/library-transfer';
import type { MatchedTitle } from '$lib/io/history/compose-history';
import type { HistoryExport, HistoryTitle } from '$lib/io/history/history-entry';
import { importHistory } from '$lib/io/history/import-history';
import { matchHistory, rememberChoice, stateOfChoice, type Choice } from '$lib/io/history/match-history';
import { gatewayLookups, type MatchLookups } from '$lib/io/history/match-lookups';
import { isResolved, type Candidate, type MatchState, type MatchStateName } from '$lib/io/history/match-title';
import { gateway, onGateway } from '../gateway-client';

export type HistoryPhase = 'idle' | 'reading' | 'matching' | 'review' | 'importing' | 'done';

export class HistoryImportFlow {
	phase = $state<HistoryPhase>('idle');
	history = $state.raw<HistoryExport | undefined>();
	states = $state.raw<Map<string, MatchState>>(new Map());
	progress = $state({ done: 0, total: 0 });
	error = $state<GatewayErrorBody | undefined>();
	stopped = $state(false);
	plan = $state.raw<ImportSummary | undefined>();
	result = $state.raw<ImportSummary | undefined>();
	private controller: AbortController | undefined;
	private lookups: MatchLookups | undefined;
	private planTicket = 0;

	readonly counts = $derived.by(() => {
		const counts: Record<MatchStateName, number> = { exact: 0, title_year: 0, chosen: 0, ambiguous: 0, unmatched: 0, skipped: 0 };
		for (const s of this.states.values()) counts[s.state] += 1;
		return counts;
	});

	/** Titles a person may want to look at: the uncertain ones, and those already settled by hand. */
	readonly toReview = $derived(
		(this.history?.titles ?? []).filter((t) => ['ambiguous', 'unmatched', 'chosen', 'skipped'].includes(this.states.get(t.key)?.state ?? ''))
	);

	private matched(): MatchedTitle[] {
		return (this.history?.titles ?? []).flatMap((title) => {
			const match = this.states.get(title.key);
			return isResolved(match) ? [{ title, entry: match.entry }] : [];
		});
	}

	async choose(files: File[]): Promise<void> {
		this.reset();
		if (files.length === 0) return;
		this.phase = 'reading';
		try {
			// The readers (Papa Parse, fflate) load when a person picks an export, not with Settings.
			const [{ readExportFiles }, { readHistory }] = await Promise.all([import('$lib/io/history/export-files'), import('$lib/io/history/read-history')]);
			const history = readHistory(await readExportFiles(files));
			this.history = history;
			this.lookups = gatewayLookups(await gateway());
			await this.match();
		} catch (error) {
			this.error = toErrorBody(error);
			this.phase = 'idle';
		}
	}

	/** Matches the titles not yet known; kept lookups answer at once, so this also resumes. */
	async match(): Promise<void> {
		if (!this.history || !this.lookups) return;
		this.phase = 'matching';
		this.error = undefined;
		this.stopped = false;
		this.controller = new AbortController();
		try {
			this.states = await matchHistory(this.history.source, this.history.titles, this.lookups, {
				signal: this.controller.signal,
				onProgress: (p) => (this.progress = p)
			});
			this.phase = 'review';
			void this.check();
		} catch (error) {
			if (this.controller.signal.aborted) this.stopped = true;
			else this.error = toErrorBody(error);
			this.phase = 'idle';
		}
	}

	cancel(): void {
		this.controller?.abort();
	}

	async settle(title: HistoryTitle, picked: Choice): Promise<void> {
		if (!this.history || !this.lookups) return;
		// Kept in IndexedDB and written into records: plain data only, never a reactive proxy.
		const choice = $state.snapshot(picked) as Choice;
		this.states = new Map(this.states).set(title.key, stateOfChoice(choice));
		try {
			await rememberChoice(this.lookups, this.history.source, title, choice);
		} catch (error) {
			this.error = toErrorBody(error);
		}
		void this.check();
	}

	async search(title: HistoryTitle, query: string): Promise<Candidate[]> {
		if (!this.lookups) return [];
		return this.lookups.search(title.kind, query);
	}

	/** What the import would change now (a dry run); a later check replaces an earlier one. */
	private async check(): Promise<void> {
		if (!this.history) return;
		const ticket = ++this.planTicket;
		const { source } = this.history;
		const answer = await onGateway((g) => importHistory(g, source, this.matched(), { dryRun: true }));
		if (ticket !== this.planTicket) return;
		if (answer.ok) this.plan = answer.data;
		else this.error = answer.error;
	}

	async confirm(): Promise<void> {
		if (!this.history) return;
		this.phase = 'importing';
		this.error = undefined;
		this.progress = { done: 0, total: 0 };
		const { source } = this.history;
		const answer = await onGateway((g) => importHistory(g, source, this.matched(), { onProgress: (p) => (this.progress = p) }));
		if (answer.ok) {
			this.result = answer.data;
			this.phase = 'done';
		} else {
			this.error = answer.error;
			this.phase = 'review';
		}
	}

	reset(): void {
		this.controller?.abort();
		this.phase = 'idle';
		this.history = undefined;
		this.states = new Map();
		this.error = undefined;
		this.stopped = false;
		this.plan = undefined;
		this.result = undefined;
		this.planTicket++;
	}
}
