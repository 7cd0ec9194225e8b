import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';
import { expect, test } from './fixtures.ts';

/**
 * Installability: Chromium itself finds nothing in the way of installing (checked over CDP in
 * a persistent profile: an incognito context never is installable), the manifest has every
 * field an install needs (icons 192/512 and maskable, narrow and wide screenshots, shortcuts),
 * and the menu offers installation only where it can happen.
 */

type Manifest = Record<string, unknown> & {
  icons: { src: string; sizes: string; purpose?: string }[];
  screenshots: { src: string; sizes: string; form_factor?: string }[];
  shortcuts: { name: string; url: string }[];
};

test('Chromium reports no installability errors and the manifest has every field', async ({
  baseURL,
  request,
}) => {
  const profile = mkdtempSync(join(tmpdir(), 'angels-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/discover`);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
    const cdp = await context.newCDPSession(page);
    const manifestCheck = await cdp.send('Page.getAppManifest', {});
    expect(manifestCheck.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }

  const html = await (await request.get('/discover')).text();
  const href = /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1];
  expect(href).toMatch(/^\/manifest\.webmanifest\?v=.+/);
  const manifest = (await (await request.get(href!)).json()) as Manifest;
  expect(manifest).toMatchObject({
    id: '/',
    name: 'Angels',
    short_name: 'Angels',
    start_url: '/discover',
    scope: '/',
    display: 'standalone',
    theme_color: '#120a17',
    background_color: '#120a17',
  });
  expect(manifest.description).toBeTruthy();
  const icon = (sizes: string, purpose: string) =>
    manifest.icons.find((i) => i.sizes === sizes && i.purpose === purpose);
  expect(icon('192x192', 'any')).toBeTruthy();
  expect(icon('512x512', 'any')).toBeTruthy();
  expect(icon('512x512', 'maskable')).toBeTruthy();
  expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
  expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
    ['Discover', '/discover'],
    ['Chats', '/chat'],
  ]);
  // Every image it names is a real PNG, served under its cache-busting URL.
  for (const { src } of [...manifest.icons, ...manifest.screenshots]) {
    expect(src).toMatch(/\?v=.+/);
    const response = await request.get(src);
    expect(response.headers()['content-type']).toBe('image/png');
    expect((await response.body()).subarray(1, 4).toString()).toBe('PNG');
  }
});

test('the menu offers "Install app" once the browser does, and prompts on click', async ({
  page,
}) => {
  await page.goto('/discover');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Discover' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  // Headless Chromium never decides to offer installation: fire its event the way it would.
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => void ((window as unknown as { prompted: boolean }).prompted = true),
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
  await menu.getByRole('button', { name: 'Install app' }).click();
  expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(
    true,
  );
  // An event prompts once: the item goes until the browser offers again.
  await expect(menu.getByRole('button', { name: 'Install app' })).toHaveCount(0);
});

test.describe('on iOS Safari', () => {
  const iPhone = devices['iPhone 13'];
  test.use({
    userAgent: iPhone.userAgent,
    viewport: iPhone.viewport,
    deviceScaleFactor: iPhone.deviceScaleFactor,
    isMobile: iPhone.isMobile,
    hasTouch: iPhone.hasTouch,
  });

  test('"Install app" explains Add to Home Screen; Esc closes it', async ({ page }) => {
    await page.goto('/discover');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Install app' }).click();
    const dialog = page.getByRole('dialog', { name: 'Install Angels' });
    await expect(dialog).toContainText('Add to Home Screen');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('running from the home screen, nothing is offered', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true }),
    );
    await page.goto('/discover');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'Discover' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  });
});
