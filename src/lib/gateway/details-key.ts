/**
 * The settings row that lists the imported titles whose catalog details are still to be fetched
 * (details-queue.ts): apart, so the first screen can ask whether any wait without loading the list's code.
 */
export const DETAILS_KEY = 'detailsToFetch';
