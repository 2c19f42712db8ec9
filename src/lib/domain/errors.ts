/** The one error shape of the gateway: expected failures are data, never exceptions. */
import type { z } from 'zod/mini';

export const ERROR_CODES = [
	'invalid_input',
	'not_found',
	'unknown_operation',
	'wrong_tool',
	'permission_denied',
	'provider_not_configured',
	'provider_unavailable',
	'provider_error',
	'rate_limited',
	'storage_full',
	'cancelled',
	'internal'
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface Issue {
	path: string;
	message: string;
}

export interface GatewayErrorBody {
	code: ErrorCode;
	message: string;
	issues?: Issue[];
	status?: number;
	retryAfterSeconds?: number;
}

export type Result<T = unknown> = { ok: true; data: T } | { ok: false; error: GatewayErrorBody };

/** Thrown inside handlers and the storage layer; the gateway turns it into an `ok: false` result. */
export class GatewayError extends Error {
	readonly body: GatewayErrorBody;

	constructor(code: ErrorCode, message: string, extra: Omit<GatewayErrorBody, 'code' | 'message'> = {}) {
		super(message);
		this.name = 'GatewayError';
		this.body = { code, message, ...extra };
	}

	get code(): ErrorCode {
		return this.body.code;
	}
}

export function invalidInput(path: string, message: string): GatewayError {
	return new GatewayError('invalid_input', `${path}: ${message}`, { issues: [{ path, message }] });
}

export function notFound(path: string, message: string): GatewayError {
	return new GatewayError('not_found', message, { issues: [{ path, message }] });
}

export function issuesFromZod(error: z.core.$ZodError, prefix: readonly PropertyKey[] = []): Issue[] {
	return error.issues.flatMap((issue) => {
		const at = (extra: readonly PropertyKey[]) => [...prefix, ...issue.path, ...extra].map(String).join('.');
		// An unknown key is reported at the key itself, so the path names the field at fault.
		if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => ({ path: at([key]), message: 'is not a known field' }));
		return [{ path: at([]), message: issue.message }];
	});
}

export function zodFailure(error: z.core.$ZodError, prefix: readonly PropertyKey[] = []): GatewayError {
	const issues = issuesFromZod(error, prefix);
	const first = issues[0];
	const summary = first ? `${first.path || 'input'}: ${first.message}` : 'input is not valid';
	const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
	return new GatewayError('invalid_input', summary + more, { issues });
}

function isQuotaError(error: unknown, depth = 0): boolean {
	// Bounded: a cause chain may loop back on itself.
	if (depth > 8 || typeof error !== 'object' || error === null) return false;
	const e = error as { name?: string; inner?: unknown; cause?: unknown };
	if (e.name === 'QuotaExceededError') return true;
	// Dexie wraps the transaction's abort; Chromium reports quota as an AbortError with an inner cause.
	return isQuotaError(e.inner, depth + 1) || isQuotaError(e.cause, depth + 1);
}

/** Runs `work` and answers what it gives as a result: whatever it throws becomes `ok: false`. */
export async function resultOf<T>(work: () => Promise<T>): Promise<Result<T>> {
	try {
		return { ok: true, data: await work() };
	} catch (error) {
		return { ok: false, error: toErrorBody(error) };
	}
}

/** Maps anything thrown to the error body a caller sees. */
export function toErrorBody(error: unknown): GatewayErrorBody {
	try {
		if (error instanceof GatewayError) return error.body;
		if (isQuotaError(error)) {
			return {
				code: 'storage_full',
				message: 'The device has no room left for the library. Export a backup and free some space.'
			};
		}
		console.error('Screenshelf internal error', error);
	} catch {
		// What was thrown throws again when read (a hostile Proxy): still an internal error, never a throw.
	}
	return { code: 'internal', message: 'Something went wrong inside Screenshelf; nothing was changed.' };
}
