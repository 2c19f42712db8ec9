// Renders the app's icons from their SVG sources with Chromium: `node scripts/icons/render-icons.mjs`.
// static/icons/icon.svg is the icon (its <g id="art"> is the artwork); the maskable and Apple
// icons put the same artwork on a full-bleed background, inside the maskable safe zone.
// The PNGs are committed; run this again after changing an SVG.
import { chromium } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT = join(ROOT, 'static', 'icons');
const HERE = join(ROOT, 'scripts', 'icons');

const icon = readFileSync(join(OUT, 'icon.svg'), 'utf8');
const art = /<g id="art">[\s\S]*?\n {2}<\/g>/.exec(icon)?.[0];
if (!art) throw new Error('static/icons/icon.svg has no <g id="art"> group');

/** The artwork on a square background, scaled about the centre. */
const fullBleed = (scale) =>
	`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="#f6f3ee"/>` +
	`<g transform="translate(256 256) scale(${scale}) translate(-256 -256)">${art}</g></svg>`;

const jobs = [
	{ svg: icon, size: 192, file: 'icon-192.png' },
	{ svg: icon, size: 512, file: 'icon-512.png' },
	{ svg: icon, size: 32, file: 'favicon-32.png' },
	// The maskable safe zone is a circle of 40% of the size: scaled to 0.8, the art fits in it.
	{ svg: fullBleed(0.8), size: 512, file: 'icon-maskable-512.png' },
	// iOS rounds the corners itself and wants no transparency.
	{ svg: fullBleed(0.9), size: 180, file: 'apple-touch-icon.png' },
	{ svg: readFileSync(join(HERE, 'shortcut-log.svg'), 'utf8'), size: 96, file: 'shortcut-log-96.png' },
	{ svg: readFileSync(join(HERE, 'shortcut-search.svg'), 'utf8'), size: 96, file: 'shortcut-search-96.png' }
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
	for (const { svg, size, file } of jobs) {
		const page = await browser.newPage({ viewport: { width: size, height: size } });
		const sized = svg.replace('<svg ', `<svg style="display:block;width:${size}px;height:${size}px" `);
		await page.setContent(`<!doctype html><html><body style="margin:0">${sized}</body></html>`);
		await page.screenshot({ path: join(OUT, file), omitBackground: true });
		await page.close();
		console.log(`static/icons/${file} (${size}x${size})`);
	}
} finally {
	await browser.close();
}

// favicon.ico: one 32x32 PNG in an ICO container (header, one directory entry, the PNG).
const png = readFileSync(join(OUT, 'favicon-32.png'));
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png.length, 14);
header.writeUInt32LE(22, 18);
writeFileSync(join(ROOT, 'static', 'favicon.ico'), Buffer.concat([header, png]));
console.log('static/favicon.ico');
