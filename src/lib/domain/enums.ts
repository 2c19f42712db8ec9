/** The shared enumerations of the operations spec (section 2), as zod schemas. */
import { z } from 'zod/mini';
import { COUNTRY_CODES } from './countries';

export const watchStatus = z.enum(['want_to_watch', 'watching', 'watched', 'completed', 'dropped', 'on_hold']);
export type WatchStatus = z.infer<typeof watchStatus>;

export const rating = z.enum(['dislike', 'okay', 'like', 'love']);
export type Rating = z.infer<typeof rating>;

export const detail = z.enum(['summary', 'full']);
export type Detail = z.infer<typeof detail>;

export const platformType = z.enum(['theater', 'streaming', 'television', 'other']);
export type PlatformType = z.infer<typeof platformType>;
/** Any region TMDB knows (the spec's US and IN among them). */
export const platformCountry = z.enum(COUNTRY_CODES);
/** The regions the catalog settings offer for TMDB's regional lists. */
export const catalogRegion = z.enum(['US', 'IN']);

export const recommendationStatus = z.enum(['open', 'accepted', 'dismissed', 'watched']);
export type RecommendationStatus = z.infer<typeof recommendationStatus>;

export const taste = z.enum(['favorite', 'dislike']);

export const mediaKind = z.enum(['tv', 'movie']);
export type MediaKind = z.infer<typeof mediaKind>;
