/**
 * The minimal People directory (DESIGN section 5). It is not a gateway tool: the app manages
 * people through it, and the gateway checks watch companions against it (rule 2).
 */
import type { LibraryStore } from '../db/library-store';
import { personName, type Person, type PersonView } from '../domain/people';
import { fold } from '../domain/search-text';
import { notFound, zodFailure } from '../domain/errors';
import { parseWorded } from '../domain/issue-wording';

function view(person: Person): PersonView {
	return { id: person.id, name: person.name, active: person.active };
}

export class PeopleDirectory {
	constructor(
		private readonly store: LibraryStore,
		private readonly now: () => Date
	) {}

	private async parseName(name: unknown): Promise<string> {
		const parsed = await parseWorded(personName, name);
		if (!parsed.success) throw zodFailure(parsed.error, ['name']);
		return parsed.data;
	}

	async add({ name }: { name: string }): Promise<PersonView> {
		const person: Person = {
			id: `person:${crypto.randomUUID()}`,
			name: await this.parseName(name),
			active: true,
			createdAt: this.now().toISOString(),
			updatedAt: this.now().toISOString()
		};
		await this.store.write((tx) => tx.people.put(person));
		return view(person);
	}

	private change(id: string, patch: Partial<Pick<Person, 'name' | 'active'>>): Promise<PersonView> {
		return this.store.write(async (tx) => {
			const person = await tx.people.get(id);
			if (!person) throw notFound('id', `No People record has ID ${id}.`);
			const next = { ...person, ...patch, updatedAt: this.now().toISOString() };
			await tx.people.put(next);
			return view(next);
		});
	}

	setActive(id: string, active: boolean): Promise<PersonView> {
		return this.change(id, { active: active === true });
	}

	async rename(id: string, name: string): Promise<PersonView> {
		return this.change(id, { name: await this.parseName(name) });
	}

	/** Sorted as a person reads names: case and accents aside (the index orders "ana" after "Zoe"). */
	async list(): Promise<PersonView[]> {
		const people = (await this.store.read((tx) => tx.people.list())).map((p) => ({ key: fold(p.name), p }));
		people.sort((a, b) => (a.key === b.key ? (a.p.id < b.p.id ? -1 : 1) : a.key < b.key ? -1 : 1));
		return people.map(({ p }) => view(p));
	}
}
