/**
 * Where TMDB API v3 lives: the build may point elsewhere (VITE_TMDB_BASE_URL, e.g. the local
 * mock server), and the settings' base URL overrides both. Kept apart from the client so
 * the settings can name it without loading the client's code.
 */

// Read defensively: import.meta.env exists under Vite and Vitest, not in plain Node.
const BUILD_BASE_URL: string | undefined = import.meta.env?.VITE_TMDB_BASE_URL;

export const DEFAULT_TMDB_BASE_URL = BUILD_BASE_URL || 'https://api.themoviedb.org/3';
