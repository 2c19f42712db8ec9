/**
 * CSV as RFC 4180 writes it (quoted fields, doubled quotes, CRLF or LF, a leading BOM), read
 * into rows keyed by the header, and written back for the Letterboxd export. Our own small
 * reader rather than a library: the exports we read are plain RFC 4180, and ~60 lines keep
 * the Settings chunk small and every error ours to word.
 */
import type { Issue } from '../../gateway/errors';

export interface CsvTable {
	/** The file's name, for messages. */
	file: string;
	header: string[];
	/** Each row keyed by header name, with the line it started on. */
	rows: { line: number; values: Record<string, string> }[];
}

/** Splits CSV text into fields; throws an issue for a quote left open. */
function fields(text: string, file: string): { line: number; cells: string[] }[] {
	const out: { line: number; cells: string[] }[] = [];
	let cells: string[] = [];
	let cell = '';
	let quoted = false;
	let line = 1;
	let rowLine = 1;
	const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
	for (let i = 0; i < body.length; i++) {
		const ch = body[i]!;
		if (quoted) {
			if (ch === '"' && body[i + 1] === '"') {
				cell += '"';
				i++;
			} else if (ch === '"') quoted = false;
			else {
				if (ch === '\n') line++;
				cell += ch;
			}
		} else if (ch === '"' && cell === '') quoted = true;
		else if (ch === ',') {
			cells.push(cell);
			cell = '';
		} else if (ch === '\n' || ch === '\r') {
			if (ch === '\r' && body[i + 1] === '\n') i++;
			cells.push(cell);
			out.push({ line: rowLine, cells });
			cells = [];
			cell = '';
			line++;
			rowLine = line;
		} else cell += ch;
	}
	if (quoted) throw { path: file, message: `a quoted field opened on line ${rowLine} is never closed: the file may be cut short` } satisfies Issue;
	if (cell !== '' || cells.length > 0) {
		cells.push(cell);
		out.push({ line: rowLine, cells });
	}
	// Blank lines carry nothing; a spreadsheet often leaves one at the end.
	return out.filter((row) => row.cells.length > 1 || row.cells[0] !== '');
}

/** Reads a CSV file whose first row names the columns; `required` columns must all be there. */
export function readCsv(text: string, file: string, required: readonly string[]): CsvTable {
	const [head, ...rest] = fields(text, file);
	const header = (head?.cells ?? []).map((h) => h.trim());
	const missing = required.filter((name) => !header.includes(name));
	if (missing.length > 0) {
		throw { path: file, message: `is missing the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}` } satisfies Issue;
	}
	return {
		file,
		header,
		rows: rest.map(({ line, cells }) => ({ line, values: Object.fromEntries(header.map((name, i) => [name, cells[i]?.trim() ?? ''])) }))
	};
}

function quote(value: string): string {
	return /[",\r\n]/.test(value) || value !== value.trim() ? `"${value.replaceAll('"', '""')}"` : value;
}

/** CSV text of a header and rows, quoted only where RFC 4180 needs it, lines ending CRLF. */
export function writeCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
	return [header, ...rows].map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';
}
