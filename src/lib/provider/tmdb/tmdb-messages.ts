/**
 * What a TMDB failure says to the person: plain words and one step they can take, never a status
 * code, a file format or TMDB's own error text. Agents read the same words, with the code and
 * status beside them in the error body.
 */
import { retryIn } from './tmdb-signals';

export const TMDB_MESSAGES = {
	offline: 'You are offline and this was not saved for offline use. Try again when you are back online.',
	/** The saved token stopped working (revoked, or pasted wrong): the token field is where to mend it. */
	refused: 'TMDB no longer accepts the token saved in Settings. Paste a new token there.',
	/** The household's server lends its token: whoever runs it mends it (README, "Your own server"). */
	serverRefused: "TMDB no longer accepts your server's token. Ask whoever runs your Screenshelf server to renew TMDB_TOKEN.",
	busy: (seconds: number) => `TMDB asks for a pause after too many requests. ${retryIn(seconds)}`,
	trouble: 'TMDB is having trouble right now. Try again in a few minutes.',
	unreadable: 'TMDB sent an answer Screenshelf could not read. Try again in a few minutes.',
	declined: 'TMDB could not answer this request. Try again later.',
	slow: 'TMDB did not answer in time. Check your connection and try again.',
	unreachable: 'TMDB could not be reached. Check your connection and try again.',
	/** Another server set under Advanced: its address is the likelier fault. */
	unreachableAt: (address: string) => `Nothing answered at ${address}. Check the TMDB API address in Settings.`,
	serverUnreachable: 'Your Screenshelf server could not be reached for titles. Check your connection and try again.',
	noSuchTitle: 'TMDB has no such title.'
} as const;

/** Said in Settings, next to the token, so it names no other place to go. */
export const TOKEN_NOT_ACCEPTED = "TMDB did not accept this token. Copy the API Key or the API Read Access Token again from TMDB's API settings.";
