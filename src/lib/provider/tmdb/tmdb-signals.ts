/**
 * What screens read of a TMDB failure without its words (tmdb-messages.ts): kept apart so that the
 * layout and every error note carry these two, not all the messages, on a first visit.
 */

/** The end of a rate-limit message, "Try again in 30 s.": screens count it down. */
export const retryIn = (seconds: number) => `Try again in ${seconds} s.`;
export const RETRY_IN = /Try again in \d+ s\.$/;

/** What the service worker posts to its pages when TMDB refuses the token behind a kept answer. */
export const TOKEN_REFUSED_MESSAGE = 'tmdb-token-refused';
