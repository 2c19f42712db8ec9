/** Turns an untrusted file into a validated library: size, JSON, hostile keys, envelope, every row. */
import { GatewayError, issuesFromZod, type Issue } from '../domain/errors';
import { loadIssueWording } from '../domain/issue-wording';
import { importRefused } from '../transfer/library-transfer';
import { envelope, FORMAT, MAX_FILE_BYTES, TABLES, tableSchemas, VERSION, type LibraryData } from '../transfer/library-document';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
// A key can also be spelled with \u escapes ("\u005f_proto__"), which JSON.parse decodes: any escape means walking.
const FORBIDDEN_KEY_TEXT = /"(?:__proto__|constructor|prototype)"\s*:|\\u/;

async function readText(file: Blob | string): Promise<string> {
	const size = typeof file === 'string' ? file.length : file.size;
	if (size > MAX_FILE_BYTES) {
		throw new GatewayError('invalid_input', `The file is ${Math.round(size / 1048576)} MB; the largest library file accepted is ${MAX_FILE_BYTES / 1048576} MB.`, {
			issues: [{ path: '', message: 'file too large' }]
		});
	}
	return typeof file === 'string' ? file : file.text();
}

function parseJson(text: string): unknown {
	try {
		return JSON.parse(text);
	} catch (error) {
		const detail = error instanceof Error ? error.message : String(error);
		throw new GatewayError('invalid_input', `The file is not valid JSON, or it was cut short: ${detail}`, { issues: [{ path: '', message: 'not JSON' }] });
	}
}

/** Paths of keys that could reach an object's prototype; walked without recursion so depth cannot overflow. */
function forbiddenKeyPaths(value: unknown): Issue[] {
	const issues: Issue[] = [];
	const stack: [unknown, string][] = [[value, '']];
	while (stack.length > 0) {
		const [node, path] = stack.pop()!;
		if (typeof node !== 'object' || node === null) continue;
		for (const key of Object.keys(node)) {
			const child = path ? `${path}.${key}` : key;
			if (FORBIDDEN_KEYS.has(key)) issues.push({ path: child, message: `the key "${key}" is not allowed` });
			else stack.push([(node as Record<string, unknown>)[key], child]);
		}
	}
	return issues;
}

/**
 * What is wrong when the file is no Screenshelf export at all (another app's export, some other
 * JSON): its format marker, alone. Every field such a file lacks would say the same thing worse.
 */
function missingMarker(raw: unknown): Issue | undefined {
	if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { path: '', message: 'is not a JSON object with a library in it' };
	const { format } = raw as { format?: unknown };
	if (format === FORMAT) return undefined;
	if (format === undefined) return { path: 'format', message: `is missing: every Screenshelf export says "format": "${FORMAT}"` };
	return { path: 'format', message: typeof format === 'string' ? `is "${format.slice(0, 40)}", not "${FORMAT}"` : `is not "${FORMAT}"` };
}

export async function readLibraryDocument(file: Blob | string): Promise<LibraryData> {
	const [text] = await Promise.all([readText(file), loadIssueWording()]);
	const raw = parseJson(text);
	// A quick look at the text spares walking a large document that has no such key.
	if (FORBIDDEN_KEY_TEXT.test(text)) {
		const issues = forbiddenKeyPaths(raw);
		if (issues.length > 0) throw importRefused('The file holds keys that are never in a library export; nothing was imported', issues);
	}
	const marker = missingMarker(raw);
	if (marker) {
		throw importRefused(
			'This file is not a Screenshelf library export, so nothing was imported. A library file is the JSON that Export library downloads; history from Letterboxd, Trakt and other apps comes in through Bring your history',
			[marker]
		);
	}
	const head = envelope.safeParse(raw);
	if (!head.success) throw importRefused('The file is a Screenshelf library export, but its header is damaged; nothing was imported', issuesFromZod(head.error));
	if (head.data.version > VERSION) {
		throw new GatewayError('invalid_input', `The file was made by a newer Screenshelf (format version ${head.data.version}); update the app to import it.`, {
			issues: [{ path: 'version', message: `newer than ${VERSION}` }]
		});
	}
	const issues: Issue[] = Object.keys(head.data.data)
		.filter((name) => !(TABLES as readonly string[]).includes(name))
		.map((name) => ({ path: `data.${name}`, message: 'is not a table of the library' }));
	const data = {} as Record<string, unknown>;
	for (const table of TABLES) {
		const rows = tableSchemas[table].safeParse(head.data.data[table]);
		if (rows.success) data[table] = rows.data;
		else issues.push(...issuesFromZod(rows.error, ['data', table]));
	}
	if (issues.length > 0) throw importRefused('The file does not match the library format; nothing was imported', issues);
	return data as unknown as LibraryData;
}
