/** The People directory's rows. */
import type { Table, Transaction } from 'dexie';
import type { Person } from '../domain/people';

export class PeopleRepo {
	constructor(private readonly trans: Transaction) {}

	private get table(): Table<Person, string> {
		return this.trans.table('people');
	}

	get(id: string): Promise<Person | undefined> {
		return this.table.get(id);
	}

	async getMany(ids: string[]): Promise<Map<string, Person>> {
		const rows = await this.table.bulkGet(ids);
		return new Map(rows.filter((p) => p !== undefined).map((p) => [p.id, p]));
	}

	list(): Promise<Person[]> {
		return this.table.orderBy('name').toArray();
	}

	async put(person: Person): Promise<void> {
		await this.table.put(person);
	}

	async delete(id: string): Promise<void> {
		await this.table.delete(id);
	}
}
