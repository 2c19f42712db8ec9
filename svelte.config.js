import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	kit: {
		// A pure client-side app: every route falls back to one shell page.
		adapter: adapter({ fallback: 'index.html', strict: true })
	}
};

export default config;
