/** Recommendations and person tastes: the rows that tie People to titles. */
import type { MediaKind } from '../domain/enums';
import { providerKey } from '../domain/provider-ref';
import type { Recommendation } from '../domain/recommendations';
import type { PersonTaste } from '../domain/tastes';
import type { Transaction } from 'dexie';
import { kindTables } from './database';

export class RecommendationsRepo {
	constructor(private readonly trans: Transaction) {}

	private table(kind: MediaKind) {
		return kindTables(this.trans, kind).recommendations;
	}

	get(kind: MediaKind, id: string): Promise<Recommendation | undefined> {
		return this.table(kind).get(id);
	}

	async put(kind: MediaKind, row: Recommendation): Promise<void> {
		await this.table(kind).put(row);
	}

	async delete(kind: MediaKind, id: string): Promise<void> {
		await this.table(kind).delete(id);
	}

	forRecord(kind: MediaKind, mediaRecordId: string): Promise<Recommendation[]> {
		return this.table(kind).where('mediaRecordId').equals(mediaRecordId).toArray();
	}

	async deleteForRecord(kind: MediaKind, mediaRecordId: string): Promise<number> {
		return this.table(kind).where('mediaRecordId').equals(mediaRecordId).delete();
	}

	byPerson(kind: MediaKind, personId: string, limit: number): Promise<Recommendation[]> {
		return this.table(kind).where('personId').equals(personId).limit(limit).toArray();
	}
}

export class TastesRepo {
	constructor(private readonly trans: Transaction) {}

	private table(kind: MediaKind) {
		return kindTables(this.trans, kind).tastes;
	}

	async get(kind: MediaKind, id: string): Promise<PersonTaste | undefined> {
		const row = await this.table(kind).get(id);
		if (!row) return undefined;
		const { providerKey: _p, ...taste } = row;
		return taste;
	}

	async put(kind: MediaKind, taste: PersonTaste): Promise<void> {
		await this.table(kind).put({ ...taste, providerKey: providerKey(taste.providerRef) });
	}

	async delete(kind: MediaKind, id: string): Promise<void> {
		await this.table(kind).delete(id);
	}

	async byPerson(kind: MediaKind, personId: string, limit: number): Promise<PersonTaste[]> {
		const rows = await this.table(kind).where('personId').equals(personId).limit(limit).toArray();
		return rows.map(({ providerKey: _p, ...taste }) => taste);
	}
}
