// Types of scripts/base-path-build.mjs for the Playwright config.

export const BASE_PATH_BUILD: { dir: string; base: string };
