/**
 * What reading an export used and left behind, per file: rows read, used and skipped, with the
 * reasons and the first lines of each, so the preview shows what stays behind before anything is
 * written. A file that is not the export it is named for is refused instead, whole.
 */
import type { Issue } from '../../domain/errors';

/** Lines listed per file; the counts go on past them. */
export const LISTED_LINES = 100;

export interface LeftBehind {
	/** A CSV file's line, or a JSON file's item (from 1); null for the whole file. */
	line: number | null;
	reason: string;
	/** What the row said, where that helps ("2023-31-01"). */
	detail?: string;
}

export interface FileReport {
	file: string;
	/** CSV rows are counted by line, JSON entries by item. */
	unit: 'line' | 'item';
	read: number;
	used: number;
	skipped: number;
	/** How often each reason came up: whole rows skipped and parts of used rows left out. */
	reasons: { reason: string; count: number }[];
	/** The first LISTED_LINES of what was left behind, in file order. */
	lines: LeftBehind[];
}

export class ReadReport {
	readonly refused: Issue[] = [];
	private readonly files = new Map<string, FileReport>();

	private of(file: string): FileReport {
		let report = this.files.get(file);
		if (!report) {
			report = { file, unit: /\.json$/i.test(file) ? 'item' : 'line', read: 0, used: 0, skipped: 0, reasons: [], lines: [] };
			this.files.set(file, report);
		}
		return report;
	}

	private leave(report: FileReport, entry: LeftBehind): void {
		const known = report.reasons.find((r) => r.reason === entry.reason);
		if (known) known.count++;
		else report.reasons.push({ reason: entry.reason, count: 1 });
		if (report.lines.length < LISTED_LINES) report.lines.push(entry);
	}

	/** A file was opened: it is listed even when it holds no rows. */
	opened(file: string): void {
		this.of(file);
	}

	/** A row that went into the import. */
	used(file: string): void {
		const report = this.of(file);
		report.read++;
		report.used++;
	}

	/** A row that did not. */
	skip(file: string, line: number, reason: string, detail?: string): void {
		const report = this.of(file);
		report.read++;
		report.skipped++;
		this.leave(report, { line, reason, ...(detail !== undefined && { detail }) });
	}

	/** Part of a used row that could not go in (a rating out of scale, a rewatch count with no dates). */
	leftOut(file: string, line: number, reason: string, detail?: string): void {
		this.leave(this.of(file), { line, reason, ...(detail !== undefined && { detail }) });
	}

	/** The file is not what its name says, or cannot be read at all: the import is refused. */
	refuse(file: string, message: string): void {
		this.refused.push({ path: file, message });
	}

	/** Runs a whole-file step, turning a thrown issue (a missing column, a cut-short file) into a refusal. */
	file<T>(step: () => T): T | undefined {
		try {
			return step();
		} catch (error) {
			if (error && typeof error === 'object' && 'path' in error && 'message' in error) {
				this.refused.push(error as Issue);
				return undefined;
			}
			throw error;
		}
	}

	list(): FileReport[] {
		return [...this.files.values()];
	}
}
