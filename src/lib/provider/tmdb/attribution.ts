/**
 * TMDB's attribution, which its API terms require wherever the app shows TMDB data: the
 * About and Settings screens show this text with a link to TMDB (and the README carries it).
 */

export const TMDB_ATTRIBUTION = 'This product uses the TMDB API but is not endorsed or certified by TMDB.';

export const TMDB_SITE_URL = 'https://www.themoviedb.org/';

/** Where a user requests the API Key and API Read Access Token that Settings asks for. */
export const TMDB_TOKEN_HELP_URL = 'https://www.themoviedb.org/settings/api';

/** Where a free TMDB account is made: the first step to a key. */
export const TMDB_SIGNUP_URL = 'https://www.themoviedb.org/signup';
