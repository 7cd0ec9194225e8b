import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  test as playwrightTest,
  expect,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import type { TokenPair } from '../../server/contract/auth.ts';
import { startWorkerServer, type WorkerServer } from './worker-server.ts';

/** The data folder of this worker's server (its mail is read from there). */
let workerDataDir = '';

/** Every test runs against its worker's own server: the worker starts it, tests get its address. */
const withServer = playwrightTest.extend<object, { server: WorkerServer }>({
  server: [
    // Playwright reads a fixture's dependencies from its first parameter: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startWorkerServer();
      workerDataDir = server.dataDir;
      await use(server);
      await server.stop();
    },
    // The server seeds its catalogue before it answers: longer than a test's own 30 s on a
    // loaded machine.
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },
});

/**
 * Shared browser-test helpers. Most tests are about something other than the first-visit age
 * check, so the default `test` starts with it accepted; the age-check tests use `base`.
 */
export const test = withServer.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(() => window.localStorage.setItem('age-verified', 'true'));
    await use(page);
  },
});
export { withServer as base, expect };

export const DEMO_PASSWORD = 'angels-demo-1';
export const TOKENS_KEY = 'auth-tokens-production';

/** Mails this worker's server wrote to DATA_DIR/mail (no SMTP in tests), newest last. */
export function mailsTo(address: string): string[] {
  const dir = join(workerDataDir, 'mail');
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return []; // no mail written yet
  }
  return files
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .filter((mail) => new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'mi').test(mail));
}

/** The newest link of a kind mailed to an address, as a path. */
export async function mailedLink(
  address: string,
  kind: 'confirm-registration' | 'set-new-password',
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const pattern = new RegExp(`(/auth/${kind}/[\\w-]+)\\s*$`, 'm');
      link = mailsTo(address)
        .map((mail) => pattern.exec(mail)?.[1])
        .filter(Boolean)
        .at(-1);
      return link;
    })
    .toBeTruthy();
  return link!;
}

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A registered, confirmed account made through the public API, as a person would. */
export async function createConfirmedUser(request: APIRequestContext, label = 'user') {
  const email = uniqueEmail(label);
  const password = 'correct horse battery';
  expect((await request.post('/api/auth/register', { data: { email, password } })).status()).toBe(
    201,
  );
  const token = (await mailedLink(email, 'confirm-registration')).split('/').at(-1);
  expect((await request.post('/api/auth/confirm-registration', { data: { token } })).ok()).toBe(
    true,
  );
  return { email, password };
}

export async function apiLogin(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as TokenPair;
}

/** Signs in through the login dialog, the way a person does. */
export async function loginThroughDialog(page: Page, email: string, password = DEMO_PASSWORD) {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The menu of the desktop layout (a sidebar). */
export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Opens the app, then logs in from the menu's Login button. */
export async function logInFromMenu(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/discover');
  await mainMenu(page).getByRole('button', { name: 'Login' }).click();
  await loginThroughDialog(page, email, password);
}

/** Logs out from the menu, and waits until the menu offers Login again. */
export async function logOutFromMenu(page: Page) {
  await mainMenu(page).getByRole('button', { name: 'Log out' }).click();
  await expect(mainMenu(page).getByRole('button', { name: 'Login' })).toBeVisible();
}

/** An access token with the same claims but already expired (the client never verifies it). */
export function expiredCopy(accessToken: string): string {
  const [header, payload, signature] = accessToken.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { exp: number };
  claims.exp = Math.floor(Date.now() / 1000) - 60;
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

/**
 * The app has replaced a landing page's first paint from the server, which is inert until then:
 * only now does what is typed go anywhere (a click waits by itself; a fill does not).
 */
export async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator('#root > [data-first-paint]')).toHaveCount(0);
}

/** Offline tests need the service worker in control first: nothing else can serve the shell. */
export async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 15_000,
  });
}
