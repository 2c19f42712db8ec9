/**
 * Sync as the app sees it: set up, switch on and off, sync now, forget the server, and a status
 * to show. Loaded only once the person turns sync on. One tab of a device runs the replication
 * (a Web Lock decides which, and the next takes over when it closes); every tab hears its status.
 */
import type { Gateway } from '../gateway/gateway';
import { issuesFromZod } from '../domain/errors';
import type { PouchFactory } from './pouch';
import { readState, STATE_KEY, type ReplicaState } from './replica-state';
import { Replicator, type ReplicationPhase, type Traffic } from './replicator';
import { ASIDE_KEY, readKeptAside } from './kept-aside';
import { checkDatabase, describeAgain, libraryOnServer, markSending, openLibraryOnServer, type LibraryOnServer } from './server-check';
import { CONFIG_KEY, DEVICE_KEY, databaseUrl, mixedContent, storedSyncConfig, syncSetup, type SyncConfig, type SyncServer, type SyncSetup } from './sync-config';
import { fromBase64, importLibraryKey, type LibraryKey } from './sync-crypto';
import { DocCodec, type MetaDoc } from './sync-docs';
import { problemOfError, SYNC_PROBLEMS, type SyncProblem } from './sync-problems';

export interface SyncStatus {
	/** Off: not set up, or switched off. */
	phase: ReplicationPhase | 'off';
	server: { url: string; database: string; username: string; encrypted: boolean; includeConnections: boolean } | null;
	enabled: boolean;
	problem: { code: SyncProblem; message: string } | null;
	lastSyncedAt: string | null;
	/** Changes made on this device that the server does not have yet (sent ones included, until caught up). */
	pending: number;
	/** Documents sent and received since sync last caught up, and since when (ms). */
	traffic: Traffic;
	/** Documents from the server this device could not place, kept aside (kept-aside.ts). */
	keptAside: number;
	/** How far ahead of this device's clock the furthest stamp that arrived was (0: none over 5 minutes). */
	clockAheadMs: number;
	/** Whether this tab runs the device's replication. */
	leader: boolean;
}

/** Why a set-up was refused: a field that does not pass, or what the server said. */
export type SetUpRefusal = { problem: 'invalid_input'; message: string; issues: { path: string; message: string }[] } | { problem: SyncProblem; message: string };

type Message = { type: 'status'; status: SyncStatus } | { type: 'config' } | { type: 'sync-now' } | { type: 'ask-status' };

/**
 * How often the leader asks the server itself while replication has not caught up: the replicator
 * keeps retrying a lost server on its own, and a person should see "offline" rather than "syncing".
 */
const WATCH_MS = 3_000;
/** How often a caught-up device asks whether the server still has the library. */
const IDLE_WATCH_MS = 60_000;
/** The library on the server as this device last saw it (never exported or synced); without a mark when seen by an earlier version. */
const META_KEY = 'sync.meta';
type KnownMeta = { mark?: string; doc: MetaDoc };
type MarkedLibrary = LibraryOnServer & { mark: string };
/** How long a stamp seen from a clock ahead is warned of. */
const AHEAD_WARNED_MS = 7 * 86_400_000;

const OFF: SyncStatus = { phase: 'off', server: null, enabled: false, problem: null, lastSyncedAt: null, pending: 0, traffic: { sent: 0, received: 0 }, keptAside: 0, clockAheadMs: 0, leader: false };

export interface SyncServiceOptions {
	pouch: PouchFactory;
	/** Name of the lock and channel shared by this library's tabs. */
	scope?: string;
	/** The app's version: documents this device kept aside are tried again under a new one. */
	appVersion?: string;
	/** The protocol of the page (tests set it; the browser's own otherwise). */
	pageProtocol?: string;
	/** How often a caught-up device checks that the server still has the library (tests shorten it). */
	idleWatchMs?: number;
	/** How long a replication request may go unanswered (tests shorten it). */
	answerMs?: number;
}

export class SyncService {
	private status: SyncStatus = OFF;
	private readonly listeners = new Set<(status: SyncStatus) => void>();
	private readonly channel: BroadcastChannel | undefined;
	private config: SyncConfig | null = null;
	private replicator: Replicator | undefined;
	/** Ends this tab's turn as the device's replicator (releases the lock). */
	private release: (() => void) | undefined;
	private abortWait: AbortController | undefined;
	private closed = false;
	private watchTimer: ReturnType<typeof setTimeout> | undefined;
	/** When the watch last asked whether the server still has the library. */
	private metaCheckedAt = 0;
	/** Counts the turns this tab began or gave up: a turn that waited while another began yields to it. */
	private turn = 0;

	private constructor(
		private readonly gateway: Gateway,
		private readonly options: SyncServiceOptions
	) {
		const scope = options.scope ?? `screenshelf-sync:${gateway.library.library}`;
		this.channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(scope);
		if (this.channel) {
			(this.channel as { unref?: () => void }).unref?.();
			this.channel.onmessage = (event: MessageEvent<Message>) => this.background(this.heard(event.data));
		}
		// Back online: replicate at once rather than at the end of the replicator's back-off.
		if (typeof window !== 'undefined') {
			window.addEventListener('online', () => {
				if (this.status.leader) this.background(this.syncNow());
			});
		}
	}

	static async open(gateway: Gateway, options: SyncServiceOptions): Promise<SyncService> {
		const service = new SyncService(gateway, options);
		await service.reload();
		return service;
	}

	private get store() {
		return this.gateway.library;
	}

	/** The PouchDB database in which earlier versions mirrored the library (mirror.ts). */
	private get mirrorName(): string {
		return `${this.store.library}-sync`;
	}

	private get lockName(): string {
		return this.options.scope ?? `screenshelf-sync:${this.store.library}`;
	}

	current(): SyncStatus {
		return this.status;
	}

	/** Calls `listener` now and on every change of the status; returns the unsubscribe. */
	subscribe(listener: (status: SyncStatus) => void): () => void {
		this.listeners.add(listener);
		listener(this.status);
		return () => this.listeners.delete(listener);
	}

	private publish(patch: Partial<SyncStatus>): void {
		this.status = { ...this.status, ...patch };
		for (const listener of this.listeners) listener(this.status);
		if (this.status.leader && !this.closed) this.channel?.postMessage({ type: 'status', status: { ...this.status, leader: false } } satisfies Message);
	}

	private async heard(message: Message): Promise<void> {
		if (message.type === 'config') await this.reload();
		else if (message.type === 'sync-now' && this.status.leader) await this.syncNow();
		else if (message.type === 'ask-status' && this.status.leader) this.publish({});
		else if (message.type === 'status' && !this.status.leader) {
			this.status = { ...message.status, leader: false };
			for (const listener of this.listeners) listener(this.status);
		}
	}

	private serverOf(config: SyncConfig): SyncStatus['server'] {
		return { url: config.url, database: config.database, username: config.username, encrypted: config.key !== null, includeConnections: config.includeConnections };
	}

	/** Reads the set-up again (after a change in any tab) and starts or stops accordingly. */
	private async reload(): Promise<void> {
		const saved = await this.store.forSync('read', (tx) => tx.settings.get(CONFIG_KEY));
		const parsed = storedSyncConfig.safeParse(saved);
		this.config = parsed.success ? parsed.data : null;
		await this.resign();
		if (!this.config) {
			this.publish({ ...OFF });
			return;
		}
		this.publish({
			server: this.serverOf(this.config),
			enabled: this.config.enabled,
			phase: this.config.enabled ? 'starting' : 'off',
			problem: null,
			...(await this.progress())
		});
		if (this.config.enabled) this.campaign();
		else this.channel?.postMessage({ type: 'ask-status' } satisfies Message);
	}

	/** Waits for this device's replication lock; runs the replication while holding it. */
	private campaign(): void {
		const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
		if (!locks) {
			this.background(this.lead());
			return;
		}
		this.abortWait = new AbortController();
		locks
			.request(this.lockName, { signal: this.abortWait.signal }, async () => {
				// Held until this tab resigns, which may come while it is still starting.
				const released = new Promise<void>((resolve) => (this.release = resolve));
				if (await this.lead()) await released;
			})
			.catch(() => undefined);
		// Until this tab leads, it shows the leader's status.
		this.channel?.postMessage({ type: 'ask-status' } satisfies Message);
	}

	/**
	 * Work nothing waits for (a message, a timer, a start without locks): the library closing under
	 * it (the page going) is no news, anything else is said rather than left unhandled.
	 */
	private background(work: Promise<unknown>): void {
		work.catch((error: unknown) => {
			if (!this.closed) console.warn('Screenshelf sync could not go on', error);
		});
	}

	/** Runs the replication; whether it did (not when closed, set up afresh or restarted meanwhile). */
	private async lead(): Promise<boolean> {
		const config = this.config;
		const turn = ++this.turn;
		if (!config || this.closed) return false;
		const device = await this.deviceId();
		const key = typeof config.key === 'string' ? await this.keepKeyUnreadable(config, config.key) : config.key;
		const seen = await this.knownMeta();
		const onServer = await this.libraryNow(config, seen);
		// Sent again while this device was away: the replication goes by the new mark.
		const known = typeof onServer === 'string' || onServer.mark === seen?.mark ? seen : await this.adopt(onServer);
		// Closed, set up afresh or restarted while this waited: another turn runs now.
		if (this.closed || this.config !== config || this.turn !== turn) return false;
		const remote = this.options.pouch(databaseUrl(config), { auth: { username: config.username, password: config.password }, skip_setup: true });
		const replicator = (this.replicator = new Replicator({
			store: this.store,
			remote,
			mirror: () => this.options.pouch(this.mirrorName),
			codec: new DocCodec(key),
			device,
			includeConnections: config.includeConnections,
			saveConnection: (connection) => this.gateway.saveConnection(connection),
			connection: (id) => this.gateway.connection(id),
			...(this.options.appVersion ? { appVersion: this.options.appVersion } : {}),
			...(known?.mark ? { library: known.mark } : {}),
			now: () => this.gateway.now(),
			...(this.options.answerMs ? { answerMs: this.options.answerMs } : {}),
			events: {
				onPhase: (phase, error) => {
					const problem = phase === 'error' || phase === 'offline' ? problemOfError(error) : null;
					void this.refresh({ phase, problem: problem ? { code: problem, message: SYNC_PROBLEMS[problem] } : null });
				},
				onCycle: () => void this.refresh({}),
				onTraffic: (traffic) => this.publish({ traffic })
			}
		}));
		this.publish({ leader: true });
		// Replication would fill a server that lost the library again unasked, with checkpoints the
		// other devices do not know: the person sends it again, and the others follow its new mark.
		if (onServer === 'gone' && known) this.sayGone();
		else replicator.start();
		this.watch(config);
		return true;
	}

	/**
	 * Checks the server now and then: while not caught up, says offline, and resumes at once when it
	 * answers; always, whether the library is still there: a database that vanished or came back
	 * empty is said as such, and a library described again (another device sent it again) restarts
	 * the replication, whose checkpoints the server no longer has.
	 */
	private watch(config: SyncConfig): void {
		clearTimeout(this.watchTimer);
		this.watchTimer = setTimeout(() => this.background(this.look(config)), Math.min(WATCH_MS, this.options.idleWatchMs ?? WATCH_MS));
		(this.watchTimer as { unref?: () => void }).unref?.();
	}

	/** One look of the watch: whether the library on the server changed, or a sync that failed can go again. */
	private async look(config: SyncConfig): Promise<void> {
		if (!this.replicator || this.closed) return;
		const now = Date.now();
		if (now - this.metaCheckedAt >= (this.options.idleWatchMs ?? IDLE_WATCH_MS)) {
			this.metaCheckedAt = now;
			if (await this.libraryChanged(config)) return;
		}
		if (this.status.phase !== 'idle' && this.status.problem?.code !== 'library_gone') {
			const problem = await checkDatabase(config);
			if (!this.replicator) return;
			if (problem) this.publish({ phase: problem === 'unreachable' ? 'offline' : 'error', problem: { code: problem, message: SYNC_PROBLEMS[problem] } });
			else if (this.status.phase === 'offline' || this.status.phase === 'error') return this.syncNow();
		}
		this.watch(config);
	}

	/** Says that the server lost the library (which this device saw there before). */
	private sayGone(): void {
		this.publish({ phase: 'error', problem: { code: 'library_gone', message: SYNC_PROBLEMS.library_gone } });
	}

	private async knownMeta(): Promise<KnownMeta | undefined> {
		return (await this.store.forSync('read', (tx) => tx.settings.get(META_KEY))) as KnownMeta | undefined;
	}

	/** Keeps the library as the server holds it now; returns it. */
	private async adopt(now: MarkedLibrary): Promise<MarkedLibrary> {
		await this.store.forSync('write', (tx) => tx.settings.put({ [META_KEY]: now }));
		return now;
	}

	/**
	 * The library as the server holds it now, for a device that last saw it as `known`: gone when
	 * the mark this device saw is missing (the database was emptied, and maybe refilled by a
	 * device's replication); a library not marked yet (set up by an earlier version) is marked now.
	 */
	private async libraryNow(server: SyncServer, known: KnownMeta | undefined): Promise<MarkedLibrary | 'gone' | SyncProblem> {
		const now = await libraryOnServer(server);
		if (typeof now === 'string') return now;
		if (now.mark !== undefined) return { mark: now.mark, doc: now.doc };
		if (known?.mark !== undefined) return 'gone';
		const marked = await markSending(server);
		return typeof marked === 'string' ? marked : { mark: marked.mark, doc: now.doc };
	}

	/** Whether the library on the server changed (and this said so, or restarted). */
	private async libraryChanged(config: SyncConfig): Promise<boolean> {
		const known = await this.knownMeta();
		const now = await this.libraryNow(config, known);
		if (!this.replicator || (typeof now === 'string' && now !== 'gone')) return false;
		if (now === 'gone') {
			if (known) this.sayGone();
			return false;
		}
		const wasGone = this.status.problem?.code === 'library_gone';
		if (known?.mark === now.mark && !wasGone) return false;
		await this.adopt(now);
		// Another device sent the library again.
		if (wasGone) this.publish({ problem: null });
		// Seen unmarked by an earlier version, and marked since: nothing was lost.
		if (!known?.mark) return false;
		await this.syncNow();
		return true;
	}

	/**
	 * The one action when the server lost the library: describes it there again and restarts the
	 * replication, which sends every document the server lacks (and other devices follow).
	 */
	async sendAgain(): Promise<{ ok: true } | { ok: false; problem: SyncProblem; message: string }> {
		const config = this.config;
		const known = await this.knownMeta();
		if (!config || !known) return { ok: false, problem: 'failed', message: SYNC_PROBLEMS.failed };
		const sent = await describeAgain(config, known.doc);
		if (typeof sent === 'string') return { ok: false, problem: sent, message: SYNC_PROBLEMS[sent] };
		await this.adopt({ mark: sent.mark, doc: known.doc });
		this.publish({ problem: null });
		await this.syncNow();
		return { ok: true };
	}

	/** Changes waiting (in the outbox, and rows not yet handed over), and the last sync. */
	private progress(): Promise<Pick<SyncStatus, 'pending' | 'lastSyncedAt' | 'keptAside' | 'clockAheadMs'>> {
		return this.store.forSync('read', async (tx) => {
			const [outbox, state, aside] = await Promise.all([tx.sync.pendingCount(), readState(tx), readKeptAside(tx)]);
			return { pending: outbox + (state.joining?.left ?? 0), lastSyncedAt: state.lastSyncedAt, keptAside: Object.keys(aside.docs).length, clockAheadMs: this.recentlyAhead(state) };
		});
	}

	/** A clock ahead seen in the last week: older news is no longer worth a warning. */
	private recentlyAhead({ clockAhead }: ReplicaState): number {
		return clockAhead && this.gateway.now().getTime() - Date.parse(clockAhead.seenAt) < AHEAD_WARNED_MS ? clockAhead.ms : 0;
	}

	private async refresh(patch: Partial<SyncStatus>): Promise<void> {
		if (this.closed) return;
		try {
			const progress = await this.progress();
			// A server that lost the library stays said until it is sent again (here or by another
			// device): a cycle that goes through meanwhile only wrote to the emptied database.
			const { phase, problem, ...rest } = patch;
			this.publish(this.status.problem?.code === 'library_gone' ? { ...rest, ...progress } : { ...patch, ...progress });
		} catch (error) {
			// The library closed under the status (the page is going): nothing to show it to.
			if (!this.closed) console.warn('Screenshelf could not read the sync status', error);
		}
	}

	/** Stops this tab's replication and gives up its place in line. */
	private async resign(): Promise<void> {
		this.turn += 1;
		clearTimeout(this.watchTimer);
		this.abortWait?.abort();
		const replicator = this.replicator;
		this.replicator = undefined;
		await replicator?.stop();
		this.release?.();
		this.release = undefined;
		this.status = { ...this.status, leader: false };
	}

	/** A set-up saved with the key's bytes keeps it as non-extractable keys from now on. */
	private async keepKeyUnreadable(config: SyncConfig, raw: string): Promise<LibraryKey> {
		const key = await importLibraryKey(fromBase64(raw));
		await this.store.forSync('write', async (tx) => {
			const saved = storedSyncConfig.safeParse(await tx.settings.get(CONFIG_KEY));
			if (saved.success && saved.data.key === raw) await tx.settings.put({ [CONFIG_KEY]: { ...config, key } });
		});
		return key;
	}

	private async deviceId(): Promise<string> {
		// Read apart from the write that makes it: a write, even one that changes nothing, cancels a staged import written meanwhile.
		const known = await this.store.forSync('read', (tx) => tx.settings.get(DEVICE_KEY) as Promise<string | undefined>);
		if (known) return known;
		return this.store.forSync('write', async (tx) => {
			const known = await (tx.settings.get(DEVICE_KEY) as Promise<string | undefined>);
			if (known) return known;
			const id = crypto.randomUUID();
			await tx.settings.put({ [DEVICE_KEY]: id });
			return id;
		});
	}

	private async saveConfig(config: SyncConfig | null): Promise<void> {
		// The change record stamps with the device's node (db/row-stamps.ts): it exists before recording starts.
		if (config) await this.deviceId();
		await this.store.forSync('write', async (tx) => {
			await tx.settings.put({ [CONFIG_KEY]: config });
			await tx.sync.track(config !== null);
			if (config === null) await tx.settings.put({ [STATE_KEY]: null, [ASIDE_KEY]: null, [META_KEY]: null });
		});
		this.channel?.postMessage({ type: 'config' } satisfies Message);
		await this.reload();
	}

	/**
	 * Connects this device to a server: checks the address, the credentials and the passphrase
	 * before writing anything, then turns sync on. A different server than before starts afresh.
	 */
	async setUp(input: SyncSetup): Promise<{ ok: true; status: SyncStatus } | ({ ok: false } & SetUpRefusal)> {
		const parsed = syncSetup.safeParse(input);
		if (!parsed.success) return { ok: false, problem: 'invalid_input', message: 'Some fields are not right: each says what to fix.', issues: issuesFromZod(parsed.error) };
		const { passphrase, includeConnections, ...server } = parsed.data;
		// Refused here, before any request: the browser would block it and say only that it failed.
		if (mixedContent(server.url, this.options.pageProtocol ?? globalThis.location?.protocol)) return { ok: false, problem: 'insecure_server', message: SYNC_PROBLEMS.insecure_server };
		const opened = await openLibraryOnServer(server, passphrase);
		if (!opened.ok) return { ok: false, problem: opened.problem, message: SYNC_PROBLEMS[opened.problem] };
		if (this.config) await this.forget();
		const library = await this.libraryNow(server, undefined);
		if (typeof library !== 'string') await this.adopt(library);
		await this.saveConfig({ ...server, includeConnections, enabled: true, key: opened.value });
		return { ok: true, status: this.status };
	}

	async setEnabled(enabled: boolean): Promise<void> {
		if (!this.config || this.config.enabled === enabled) return;
		await this.saveConfig({ ...this.config, enabled });
	}

	/** Replicates now (restarting a replication that stopped on an error). */
	async syncNow(): Promise<void> {
		if (!this.config?.enabled) return;
		if (!this.status.leader) {
			this.channel?.postMessage({ type: 'sync-now' } satisfies Message);
			return;
		}
		await this.resign();
		this.campaign();
	}

	/** Disconnects this device: its library stays, the set-up goes (and a mirror an earlier version left); the server is untouched. */
	async forget(): Promise<void> {
		await this.resign();
		await this.options.pouch(this.mirrorName).destroy();
		await this.saveConfig(null);
	}

	/** Waits for the replication cycles under way (tests, benchmarks). */
	async settled(): Promise<void> {
		await this.replicator?.settled();
	}

	async close(): Promise<void> {
		this.closed = true;
		await this.resign();
		this.channel?.close();
	}
}
