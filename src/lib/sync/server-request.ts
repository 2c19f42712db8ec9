/** A request to the sync server, and how one that failed is told from any other failure. */
import type { PouchError } from './pouch';

/**
 * How long a request to the server may go unanswered before it counts as failed (and is tried
 * again): a connection that died without a word would otherwise hold sync for ever. Generous: a
 * batch of 1,000 documents goes up over a slow phone connection.
 */
const ANSWER_MS = 120_000;

/** A request to the server that failed: the server's error, or none when it could not be reached. */
export class ServerError extends Error {
	constructor(readonly reported: PouchError) {
		super(reported.message ?? reported.reason ?? 'the sync server failed');
	}
}

/** A request to the server: what fails in it, or goes unanswered for `answerMs` (ANSWER_MS unless told), is the server's failure, for the retry to handle. */
export async function askServer<T>(request: () => Promise<T>, answerMs = ANSWER_MS): Promise<T> {
	let timer: ReturnType<typeof setTimeout> | undefined;
	const unanswered = new Promise<never>((_, reject) => {
		timer = setTimeout(() => reject({ message: 'The sync server did not answer in time.' }), answerMs);
	});
	try {
		return await Promise.race([request(), unanswered]);
	} catch (error) {
		throw new ServerError(typeof error === 'object' && error !== null ? (error as PouchError) : { message: String(error) });
	} finally {
		clearTimeout(timer);
	}
}
