import { describe, expect, it } from 'vitest';
import { listenHost, servedAddresses, servedMessage } from '../../../scripts/serve-addresses.mjs';

const INTERFACES = {
	lo: [{ address: '127.0.0.1', netmask: '255.0.0.0', family: 'IPv4', mac: '00:00:00:00:00:00', internal: true, cidr: '127.0.0.1/8' }],
	wlan0: [
		{ address: '192.168.1.20', netmask: '255.255.255.0', family: 'IPv4', mac: 'aa:bb:cc:dd:ee:ff', internal: false, cidr: '192.168.1.20/24' },
		{ address: 'fe80::1', netmask: 'ffff:ffff:ffff:ffff::', family: 'IPv6', mac: 'aa:bb:cc:dd:ee:ff', internal: false, cidr: 'fe80::1/64', scopeid: 3 }
	]
} as const;

describe('npm start on the network', () => {
	it('serves this computer only unless asked', () => {
		expect(listenHost([], {})).toBe('127.0.0.1');
		expect(servedMessage(servedAddresses('127.0.0.1', 4173, INTERFACES))).toBe('[start] Screenshelf is served at http://127.0.0.1:4173/  (Ctrl+C to stop)');
	});

	it('serves the network with --host or HOST, and prints this computer’s address and each network one', () => {
		expect(listenHost(['--host'], {})).toBe('0.0.0.0');
		expect(listenHost(['--host', '192.168.1.20'], {})).toBe('192.168.1.20');
		expect(listenHost(['--host=0.0.0.0'], {})).toBe('0.0.0.0');
		expect(listenHost([], { HOST: '0.0.0.0' })).toBe('0.0.0.0');
		const message = servedMessage(servedAddresses('0.0.0.0', 4173, INTERFACES));
		expect(message.split('\n').slice(0, 2)).toEqual([
			'[start] Screenshelf is served at http://127.0.0.1:4173/  (Ctrl+C to stop)',
			'[start]   and on your network at http://192.168.1.20:4173/'
		]);
	});

	it('says once that a phone installs it only over HTTPS, and where to read how', () => {
		const message = servedMessage(servedAddresses('0.0.0.0', 4173, INTERFACES));
		expect(message).toMatch(/only over HTTPS/);
		expect(message).toMatch(/"Your own server, one command" in the README/);
		expect(servedMessage(servedAddresses('192.168.1.20', 4173, INTERFACES))).toMatch(/only over HTTPS/);
	});
});
