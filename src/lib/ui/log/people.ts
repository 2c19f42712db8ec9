/** The People directory as screens read it: a result, never a thrown error. */
import type { GatewayErrorBody, Result } from '$lib/gateway';
import type { PersonView } from '$lib/domain/people';
import { gateway } from '$lib/ui/gateway-client';

function asError(error: unknown): GatewayErrorBody {
	const body = (error as { body?: GatewayErrorBody }).body;
	return body ?? { code: 'internal', message: 'The People directory could not be read. Reload the page to try again.' };
}

export async function listPeople(): Promise<Result<PersonView[]>> {
	try {
		return { ok: true, data: await (await gateway()).people.list() };
	} catch (error) {
		return { ok: false, error: asError(error) };
	}
}

export async function addPerson(name: string): Promise<Result<PersonView>> {
	try {
		return { ok: true, data: await (await gateway()).people.add({ name }) };
	} catch (error) {
		return { ok: false, error: asError(error) };
	}
}
