/** Builds the bench harness page (bench/harness) into bench/dist, served at /__bench/ beside the app. */
import { defineConfig } from 'vite';

const here = (path: string) => decodeURIComponent(new URL(path, import.meta.url).pathname);

export default defineConfig({
	root: here('./harness'),
	base: '/__bench/',
	resolve: { alias: { $lib: here('../src/lib') } },
	logLevel: 'warn',
	build: {
		outDir: here('./dist'),
		emptyOutDir: true,
		target: 'esnext',
		// Readable stacks when a measure fails; size does not matter here.
		minify: false,
		sourcemap: true,
		reportCompressedSize: false,
		rollupOptions: {
			// zod's sources carry comments Rollup cannot place; harmless, and noise in the bench output.
			onwarn(warning, warn) {
				if (warning.code !== 'INVALID_ANNOTATION') warn(warning);
			}
		}
	}
});
