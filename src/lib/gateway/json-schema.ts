/**
 * zod's JSON Schema generator in a module of its own: only svc_describe uses it, so describe.ts
 * imports it on first use and its ~7 KB gz stay out of the first-visit bundle (DESIGN section 9).
 */
export { toJSONSchema } from 'zod/mini';
