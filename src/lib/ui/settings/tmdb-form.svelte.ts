/**
 * Settings' TMDB form: the token and the address typed under Advanced are one draft, so what
 * "Test token" asked is what "Save" keeps, and a draft not yet saved is known (leaving Settings
 * asks about it instead of dropping it).
 */
import type { GatewayErrorBody, SettingsPatch, SettingsView } from '$lib/gateway';
import { tmdbRefusal } from '../feedback/tmdb-refusal.svelte';
import { checkToken, updateSettings, type TokenCheckResult } from './settings-client.svelte';

/** The address as people read it: TMDB itself by name, another server by its address. */
export function addressName(address: string | null | undefined, effective: string): string {
	return address ? address : `TMDB itself (${effective})`;
}

export class TmdbForm {
	token = $state('');
	/** The address field's draft; follows the saved address until it is typed in. */
	address = $state('');
	replacing = $state(false);
	busy = $state<'test' | 'save' | 'clear' | null>(null);
	check = $state<TokenCheckResult | undefined>();
	/** The address the last check asked ("" for TMDB itself). */
	checkedAt = $state('');
	error = $state<GatewayErrorBody | undefined>();
	notice = $state('');

	constructor(private readonly view: () => SettingsView) {}

	get editing(): boolean {
		return !this.view().tmdbTokenSet || this.replacing;
	}

	get typedToken(): string {
		return this.editing ? this.token.trim() : '';
	}

	get savedAddress(): string {
		return this.view().tmdbBaseUrl ?? '';
	}

	get addressChanged(): boolean {
		return this.address.trim() !== this.savedAddress;
	}

	/** Something typed that no save has kept yet. */
	get unsaved(): boolean {
		return this.typedToken !== '' || this.addressChanged;
	}

	/** What Save would keep: the typed token, the address in the field when it differs. */
	get canSave(): boolean {
		return this.busy === null && this.unsaved;
	}

	forget(): void {
		this.check = undefined;
		this.error = undefined;
		this.notice = '';
	}

	async test(): Promise<void> {
		this.forget();
		this.busy = 'test';
		const at = this.address.trim();
		this.check = await checkToken(this.typedToken || undefined, at);
		this.checkedAt = at;
		if (this.check.verdict === 'accepted' && !this.typedToken && !at) tmdbRefusal.forget();
		this.busy = null;
	}

	/** Keeps the typed token and the address in the field together: one write, one answer. */
	async save(): Promise<boolean> {
		if (!this.canSave) return false;
		const patch: SettingsPatch = {};
		if (this.typedToken) patch.tmdbToken = this.typedToken;
		if (this.addressChanged) patch.tmdbBaseUrl = this.address.trim() || null;
		const tokenSaved = patch.tmdbToken !== undefined;
		this.forget();
		this.busy = 'save';
		const result = await updateSettings(patch);
		this.busy = null;
		if (!result.ok) {
			this.error = result.error;
			return false;
		}
		const view = result.data;
		if (tokenSaved) tmdbRefusal.forget();
		this.token = '';
		this.replacing = false;
		this.address = view.tmdbBaseUrl ?? '';
		const where = addressName(view.tmdbBaseUrl, view.effectiveTmdbBaseUrl);
		if (tokenSaved) this.notice = `Token saved. Searches now go to ${where}.`;
		else if (view.tmdbTokenSet) this.notice = `Requests now go to ${where}.`;
		else this.notice = `Address saved. With a token, requests will go to ${where}.`;
		return true;
	}

	/** Back to TMDB itself, at once. */
	async useTmdbItself(): Promise<void> {
		this.address = '';
		await this.save();
	}

	async clear(): Promise<void> {
		this.forget();
		this.busy = 'clear';
		const result = await updateSettings({ tmdbToken: null });
		this.busy = null;
		if (result.ok) {
			tmdbRefusal.forget();
			this.notice = 'Token removed. The demo catalog answers searches again.';
		}
		else this.error = result.error;
	}

	/** Puts every draft back to what is saved. */
	discard(): void {
		this.token = '';
		this.replacing = false;
		this.address = this.savedAddress;
		this.forget();
	}
}
