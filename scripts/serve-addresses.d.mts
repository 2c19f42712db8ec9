// Types of scripts/serve-addresses.mjs for the unit tests.
import type { NetworkInterfaceInfo } from 'node:os';

export function listenHost(args: string[], env: Record<string, string | undefined>): string;
export function servedAddresses(
	host: string,
	port: number,
	interfaces?: NodeJS.Dict<readonly NetworkInterfaceInfo[]>
): { address: string; network: boolean }[];
export function servedMessage(served: { address: string; network: boolean }[]): string;
