import { chromium } from '@playwright/test';
import { DEMO_USER, demoLastConversation, TOKENS_KEY, type DemoTokens } from './demo-user.ts';

/**
 * Lighthouse on pages behind the auth guard: the demo user's tokens are put into local storage
 * (as a login leaves them) before each run, and Lighthouse is told not to reset storage. So that
 * each run is still a cold load like the public pages', everything else the origin holds (service
 * worker, caches, IndexedDB, the persisted query cache) and the HTTP cache are cleared first.
 */

async function post<T>(url: string, body: unknown): Promise<T> {
  const request = () =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  // A kept-alive connection idle through minutes of Lighthouse runs may have been closed by the
  // server just as it is reused ("other side closed"): one more try on a new one.
  const response = await request().catch(request);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Logs the demo user in once; each `next()` rotates to a fresh pair (a fresh access token). */
export async function demoSession(baseURL: string) {
  let tokens = await post<DemoTokens>(`${baseURL}/api/auth/login`, DEMO_USER);
  return {
    async next(): Promise<DemoTokens> {
      tokens = await post<DemoTokens>(`${baseURL}/api/auth/token/refresh`, {
        refreshToken: tokens.refreshToken,
      });
      return tokens;
    },
  };
}

/**
 * In the browser Lighthouse drives: clears everything the origin holds and the HTTP cache
 * (Lighthouse's own reset keeps local storage and IndexedDB, so a signed-in run would leave
 * its session to the next page), then writes `storage` into its local storage.
 */
async function resetOrigin(baseURL: string, port: number, storage: Record<string, string>) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('The browser has no default context');
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin: baseURL, storageTypes: 'all' });
    if (Object.keys(storage).length > 0) {
      // A page of the origin that loads nothing of the app, to write its local storage.
      await page.goto(`${baseURL}/api/vars`);
      await page.evaluate((entries) => {
        for (const [key, value] of entries) localStorage.setItem(key, value);
      }, Object.entries(storage));
    }
    await page.close();
  } finally {
    // Disconnects this client only; the browser stays up for Lighthouse.
    await browser.close();
  }
}

/** Clears the origin and leaves the user signed in, in the browser Lighthouse drives. */
export async function prepareSignedIn(baseURL: string, port: number, tokens: DemoTokens) {
  await resetOrigin(baseURL, port, {
    [TOKENS_KEY]: JSON.stringify(tokens),
    'age-verified': 'true',
  });
}

/** Clears the origin: a first visit by someone who never came before. */
export async function prepareSignedOut(baseURL: string, port: number) {
  await resetOrigin(baseURL, port, {});
}

/** The demo user's last conversation (demo-user.ts), as a path. */
export async function demoConversationPath(baseURL: string): Promise<string> {
  return `/chat/${(await demoLastConversation(baseURL)).chatHash}`;
}
