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
import type { UnplacedPlay } from '$lib/io/history/episode-names';
import type { ExportFile } from '$lib/io/history/export-files';
import type { ReadOptions } from '$lib/io/history/read-history';
import { gather, placeEpisodeIds } from '$lib/io/history/episode-ids';
import { EPISODE_ID_REASONS, leftOutTitles, unfoundLeftOut, unplacedLeftOut, type LeftOutTitle } from '$lib/io/history/left-out';
import { matchHistory, rememberChoices, stateOfChoice, type Choice } from '$lib/io/history/match-history';
import { gatewayLookups, type MatchLookups } from '$lib/io/history/match-lookups';
import { isResolved, type Candidate, type MatchState, type MatchStateName } from '$lib/io/history/match-title';
import { fetchDetailsLeft, gateway, onGateway } from '../gateway-client';

export type HistoryPhase = 'idle' | 'reading' | 'profile' | 'matching' | 'review' | 'importing' | 'done';

export class HistoryImportFlow {
	phase = $state<HistoryPhase>('idle');
	history = $state.raw<HistoryExport | undefined>();
	states = $state.raw<Map<string, MatchState>>(new Map());
	/** How each title came out of matching: the review groups by it, so a title settled by hand stays where it was. */
	matchedStates = $state.raw<Map<string, MatchState>>(new Map());
	progress = $state({ done: 0, total: 0 });
	error = $state<GatewayErrorBody | undefined>();
	stopped = $state(false);
	plan = $state.raw<ImportSummary | undefined>();
	/** A Netflix archive's profiles, when it has several: the person picks whose history to bring. */
	profiles = $state.raw<string[]>([]);
	/** Episodes named by an export that their series' guide does not hold. */
	unplaced = $state.raw<UnplacedPlay[]>([]);
	/** Episodes TV Time names only by their TVDB IDs that were not placed in a series. */
	episodeIdsOut = $state.raw<LeftOutTitle[]>([]);
	/** Watches named only by TVDB episode ID that the demo catalog cannot place: a TMDB token would. */
	needsTmdb = $state(0);
	/** Matching is finding episodes by their TVDB IDs, before titles. */
	placing = $state(false);
	private files: ExportFile[] = [];
	result = $state.raw<ImportSummary | undefined>();
	private controller: AbortController | undefined;
	private lookups: MatchLookups | undefined;
	private planTicket = 0;

	readonly counts = $derived.by(() => {
		const counts: Record<MatchStateName, number> = { exact: 0, title_year: 0, chosen: 0, ambiguous: 0, unmatched: 0, skipped: 0 };
		for (const s of this.states.values()) counts[s.state] += 1;
		return counts;
	});

	readonly yearsGiven = $derived(this.history?.titles.some((t) => t.year !== null) ?? false);

	readonly matchedCount = $derived(this.counts.exact + this.counts.title_year + this.counts.chosen);

	/** Titles a person may want to look at, by how matching left them: to choose, not found, settled by hand before. */
	readonly toReview = $derived.by(() => {
		const of = (...names: MatchStateName[]) => (this.history?.titles ?? []).filter((t) => names.includes(this.matchedStates.get(t.key)?.state ?? 'exact'));
		return { ambiguous: of('ambiguous'), unmatched: of('unmatched'), settled: of('chosen', 'skipped') };
	});

	/** Episodes an import now would leave out, unplaced in their series: no count before the import says so. */
	readonly unplacedOut = $derived([...unplacedLeftOut(this.unplaced), ...this.episodeIdsOut]);

	/** What an import now would leave out, and why. */
	readonly leftOut = $derived([...leftOutTitles(this.history?.titles ?? [], this.states), ...this.unplacedOut]);

	private matched(): MatchedTitle[] {
		return (this.history?.titles ?? []).flatMap((title) => {
			const match = this.states.get(title.key);
			return isResolved(match) ? [{ title, entry: match.entry }] : [];
		});
	}

	/** The matched titles with the episodes Netflix names by name numbered from their guides. */
	private async placed(): Promise<MatchedTitle[]> {
		if (!this.lookups) return [];
		const { placeEpisodes } = await import('$lib/io/history/episode-names');
		const { matched, unplaced } = await placeEpisodes(this.matched(), this.lookups);
		this.unplaced = unplaced;
		return matched;
	}

	async choose(files: File[]): Promise<void> {
		this.reset();
		if (files.length === 0) return;
		this.phase = 'reading';
		try {
			// The readers (Papa Parse, fflate) load when a person picks an export, not with Settings.
			const [{ readExportFiles }, { netflixProfiles }] = await Promise.all([import('$lib/io/history/export-files'), import('$lib/io/history/netflix')]);
			this.files = await readExportFiles(files);
			const profiles = netflixProfiles(this.files.filter((f) => f.source === 'netflix'));
			if (profiles.length > 1) {
				this.profiles = profiles;
				this.phase = 'profile';
			} else await this.read({});
		} catch (error) {
			this.error = toErrorBody(error);
			this.phase = 'idle';
		}
	}

	/** Reads a Netflix archive's rows of one profile, then matches them. */
	async pickProfile(profile: string): Promise<void> {
		try {
			await this.read({ profile });
		} catch (error) {
			this.error = toErrorBody(error);
		}
	}

	private async read(options: ReadOptions): Promise<void> {
		const { readHistory } = await import('$lib/io/history/read-history');
		this.history = readHistory(this.files, options);
		this.lookups = gatewayLookups(await gateway());
		await this.match();
	}

	/** Matches the titles not yet known; kept lookups answer at once, so this also resumes. */
	async match(): Promise<void> {
		if (!this.history || !this.lookups) return;
		this.phase = 'matching';
		this.error = undefined;
		this.stopped = false;
		this.controller = new AbortController();
		try {
			await this.placeEpisodes(this.controller.signal);
			this.states = this.matchedStates = await matchHistory(this.history.source, this.history.titles, this.lookups, {
				signal: this.controller.signal,
				onProgress: (p) => (this.progress = p)
			});
			this.phase = 'review';
			void this.check();
		} catch (error) {
			if (this.controller.signal.aborted) this.stopped = true;
			else this.error = toErrorBody(error);
			this.phase = 'idle';
		} finally {
			this.placing = false;
		}
	}

	/**
	 * TV Time's 2020-era watches, named by TVDB episode ID alone, placed in their series through
	 * TMDB's /find before titles are matched; the demo catalog knows no episode IDs, so there they
	 * are listed as needing the full catalog. Once placed, the plays are titles like the rest.
	 */
	private async placeEpisodes(signal: AbortSignal): Promise<void> {
		if (!this.history?.episodeIdPlays || !this.lookups) return;
		const { episodeIdPlays: plays, ...history } = this.history;
		const onDemo = this.lookups.providerName === 'demo';
		this.placing = !onDemo;
		const placed = onDemo ? gather(plays, () => null) : await placeEpisodeIds(plays, this.lookups, { signal, onProgress: (p) => (this.progress = p) });
		this.needsTmdb = onDemo ? plays.length : 0;
		this.episodeIdsOut = unfoundLeftOut(placed.unfound, EPISODE_ID_REASONS[onDemo ? 'needsTmdb' : 'unfound']);
		this.history = { ...history, titles: [...history.titles, ...placed.titles] };
	}

	cancel(): void {
		this.controller?.abort();
	}

	settle(title: HistoryTitle, picked: Choice): Promise<void> {
		// Kept in IndexedDB and written into records: plain data only, never a reactive proxy.
		return this.settleAll([[title, $state.snapshot(picked) as Choice]]);
	}

	/** Every title not found is skipped, in one write; a search by hand can still bring one in. */
	skipAllNotFound(): Promise<void> {
		const notFound = (this.history?.titles ?? []).filter((t) => this.states.get(t.key)?.state === 'unmatched');
		return this.settleAll(notFound.map((t) => [t, { skip: true }]));
	}

	private async settleAll(choices: [HistoryTitle, Choice][]): Promise<void> {
		if (!this.history || !this.lookups || choices.length === 0) return;
		const states = new Map(this.states);
		for (const [title, choice] of choices) states.set(title.key, stateOfChoice(choice));
		this.states = states;
		try {
			await rememberChoices(this.lookups, this.history.source, choices);
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
		const answer = await onGateway(async (g) => importHistory(g, source, await this.placed(), { dryRun: true }));
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
		const answer = await onGateway(async (g) => importHistory(g, source, await this.placed(), { onProgress: (p) => (this.progress = p) }));
		if (answer.ok) {
			this.result = answer.data;
			this.phase = 'done';
			// The titles it brought in without runtimes or seasons get them in the background.
			void fetchDetailsLeft();
		} else {
			this.error = answer.error;
			this.phase = 'review';
		}
	}

	reset(): void {
		this.controller?.abort();
		this.phase = 'idle';
		this.history = undefined;
		this.states = this.matchedStates = new Map();
		this.profiles = [];
		this.unplaced = [];
		this.episodeIdsOut = [];
		this.needsTmdb = 0;
		this.files = [];
		this.error = undefined;
		this.stopped = false;
		this.plan = undefined;
		this.result = undefined;
		this.planTicket++;
	}
}
