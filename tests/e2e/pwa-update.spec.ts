import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startServer, type RunningServer } from '../../scripts/bench/server.ts';
import { freePort } from '../../scripts/free-port.ts';
import { expect, test } from './fixtures.ts';

/**
 * Updates: build A is live and its worker controls the page; build B is deployed (the
 * server restarts on the same origin with another DIST_DIR); the page offers the new version,
 * Reload shows B, and exactly one reload happens. Two real builds with their own BUILD_IDs,
 * served by the real server, so the worker update is the browser's own byte-for-byte check.
 */

const root = mkdtempSync(join(tmpdir(), 'angels-pwa-update-'));
const dist = { a: join(root, 'dist-a'), b: join(root, 'dist-b') };
let port = '';
let server: RunningServer | undefined;

function build(outDir: string, buildId: string): void {
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      env: { ...process.env, BUILD_ID: buildId },
      stdio: 'ignore',
    },
  );
}

async function serve(distDir: string): Promise<void> {
  await server?.stop();
  server = await startServer({ PORT: port, DIST_DIR: distDir, DATA_DIR: join(root, 'data') });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  build(dist.a, 'e2e-a');
  build(dist.b, 'e2e-b');
  port = String(await freePort());
  await serve(dist.a);
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(root, { recursive: true, force: true });
});

const buildId = (page: Page) => page.locator('meta[name="build-id"]').getAttribute('content');

test('a new version waits for the user; Reload shows it with exactly one reload', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const origin = `http://127.0.0.1:${port}`;
  await page.goto(`${origin}/discover`);
  expect(await buildId(page)).toBe('e2e-a');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);

  await serve(dist.b);
  let loads = 0;
  page.on('load', () => loads++);
  // Coming back to the tab is one of the moments the app looks for an update.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

  const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
  await expect(prompt).toBeVisible({ timeout: 15_000 });
  // Nothing happens by itself: the old version keeps running until the user says so.
  expect(await buildId(page)).toBe('e2e-a');
  expect(loads).toBe(0);

  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => buildId(page)).toBe('e2e-b');
  await expect(page.getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible();
  await page.waitForTimeout(1000); // a second reload would show itself by now
  expect(loads).toBe(1);
  await expect(page.getByText('A new version is available')).toHaveCount(0);
});
