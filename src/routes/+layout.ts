// The app runs entirely in the browser: IndexedDB is its only storage.
export const ssr = false;
export const prerender = false;
