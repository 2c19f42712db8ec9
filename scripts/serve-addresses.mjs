// Where `npm start` listens and the addresses it prints. By default it serves this computer only
// (127.0.0.1); `npm start -- --host` or HOST=0.0.0.0 serves the local network too, so a phone on
// the same Wi-Fi can open it. Node built-ins only.
import { networkInterfaces } from 'node:os';

const LOCAL = '127.0.0.1';
const EVERY = '0.0.0.0';

/**
 * The host to listen on, from `--host [address]` (alone: every interface) or HOST.
 * @param {string[]} args @param {Record<string, string | undefined>} env
 */
export function listenHost(args, env) {
	const at = args.indexOf('--host');
	if (at >= 0) {
		const next = args[at + 1];
		return next && !next.startsWith('-') ? next : EVERY;
	}
	const eq = args.find((arg) => arg.startsWith('--host='));
	if (eq) return eq.slice('--host='.length) || EVERY;
	return env.HOST || LOCAL;
}

/**
 * The addresses to open the app at: on every interface, this computer's and then each of its
 * IPv4 addresses on the network; else the one listened on.
 * @param {string} host @param {number} port
 * @param {NodeJS.Dict<import('node:os').NetworkInterfaceInfo[]>} [interfaces]
 * @returns {{ address: string, network: boolean }[]}
 */
export function servedAddresses(host, port, interfaces = networkInterfaces()) {
	const url = (/** @type {string} */ address) => `http://${address}:${port}/`;
	if (host !== EVERY) return [{ address: url(host), network: host !== LOCAL && host !== 'localhost' }];
	const network = Object.values(interfaces)
		.flatMap((infos) => infos ?? [])
		.filter((info) => info.family === 'IPv4' && !info.internal)
		.map((info) => ({ address: url(info.address), network: true }));
	return [{ address: url(LOCAL), network: false }, ...network];
}

/** What `npm start` prints once it serves. @param {{ address: string, network: boolean }[]} served */
export function servedMessage(served) {
	const lines = served.map(({ address, network }, i) =>
		i === 0 ? `[start] Screenshelf is served at ${address}  (Ctrl+C to stop)` : `[start]   and on your ${network ? 'network' : 'computer'} at ${address}`
	);
	if (served.some(({ network }) => network)) {
		lines.push(
			'[start] A phone opens it there, but installs it and keeps it offline only over HTTPS: see',
			'[start]   "Your own server, one command" in the README (Caddy gives it HTTPS on your network).'
		);
	}
	return lines.join('\n');
}
