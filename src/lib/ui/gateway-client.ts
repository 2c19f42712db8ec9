/** The app's one gateway, opened once per page and used through the `app` connection. */
import { openGateway, type Gateway, type Tools } from '../gateway';

let opening: Promise<Gateway> | undefined;

export function gateway(): Promise<Gateway> {
	opening ??= openGateway();
	return opening;
}

export async function appTools(): Promise<Tools> {
	return (await gateway()).connect('app');
}
