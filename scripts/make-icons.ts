/**
 * `npx tsx scripts/make-icons.ts`: writes the install icons and store screenshots into public/,
 * reproducibly, with the system Chromium (no image tooling to install). Icons are the favicon's
 * mark rendered at each size; the screenshots are real screenshots of the built app (run
 * `npx vite build` first; without dist/ they are skipped and the old ones kept).
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config.ts';
import { startServer } from './bench/server.ts';

const BACKGROUND = '#120a17';
const favicon = readFileSync('public/favicon.svg', 'utf8');
/** The mark without its rounded background: halo, wings and heart of favicon.svg. */
const defs = /<defs>[\s\S]*?<\/defs>/.exec(favicon)?.[0] ?? '';
const mark = favicon
  .replace(/^[\s\S]*?<\/defs>/, '')
  .replace(/<rect[^>]*\/>/, '')
  .replace(/<\/svg>\s*$/, '');

/** `rounded`: the favicon's own rounded square; else full bleed, the mark scaled to `scale`. */
function iconSvg(size: number, { rounded, scale }: { rounded: boolean; scale: number }): string {
  const background = rounded
    ? `<rect width="64" height="64" rx="16" fill="${BACKGROUND}"/>`
    : `<rect width="64" height="64" fill="${BACKGROUND}"/>`;
  const offset = 32 * (1 - scale);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">${defs}${background}<g transform="translate(${offset} ${offset}) scale(${scale})">${mark}</g></svg>`;
}

const ICONS = [
  { file: 'icons/icon-192.png', size: 192, rounded: true, scale: 1 },
  { file: 'icons/icon-512.png', size: 512, rounded: true, scale: 1 },
  // Maskable: the platform crops to any shape inside the central 80% circle; keep the mark in it.
  { file: 'icons/maskable-512.png', size: 512, rounded: false, scale: 0.78 },
  // iOS rounds the corners itself and shows transparency as black: full bleed.
  { file: 'icons/apple-touch-icon.png', size: 180, rounded: false, scale: 0.86 },
];

async function renderIcons(browser: Browser): Promise<void> {
  mkdirSync('public/icons', { recursive: true });
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<body style="margin:0;background:transparent">${iconSvg(icon.size, icon)}</body>`,
    );
    await page.screenshot({ path: `public/${icon.file}`, omitBackground: icon.rounded });
    await page.close();
    console.info(`wrote public/${icon.file}`);
  }
}

const SCREENSHOTS = [
  // 540x1170 and 1280x800: what Chrome's richer install dialog shows on phones and desktops.
  { file: 'screenshots/discover-narrow.png', width: 360, height: 780, scale: 1.5 },
  { file: 'screenshots/discover-wide.png', width: 1280, height: 800, scale: 1 },
];

async function takeScreenshots(browser: Browser): Promise<void> {
  if (!existsSync('dist/index.html')) {
    console.info('no dist/: screenshots skipped (run `npx vite build` first)');
    return;
  }
  mkdirSync('public/screenshots', { recursive: true });
  const server = await startServer();
  try {
    for (const shot of SCREENSHOTS) {
      const context = await browser.newContext({
        viewport: { width: shot.width, height: shot.height },
        deviceScaleFactor: shot.scale,
        colorScheme: 'dark',
        serviceWorkers: 'block',
      });
      await context.addInitScript(() => localStorage.setItem('age-verified', 'true'));
      const page = await context.newPage();
      await page.goto(`${server.baseURL}/discover`, { waitUntil: 'networkidle' });
      // The portraits above the fold have decoded: the shot shows faces, not placeholders.
      await page.waitForFunction(() => {
        const images = Array.from(
          document.querySelectorAll<HTMLImageElement>('ul[aria-label="Angels"] img'),
        );
        return (
          images.length > 0 &&
          images.slice(0, 4).every((img) => img.complete && img.naturalWidth > 0)
        );
      });
      await page.screenshot({ path: `public/${shot.file}` });
      await context.close();
      console.info(`wrote public/${shot.file}`);
    }
  } finally {
    await server.stop();
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
try {
  await renderIcons(browser);
  await takeScreenshots(browser);
} finally {
  await browser.close();
}
