import {
  TOKENS_KEY,
  logInFromMenu,
  apiLogin,
  createConfirmedUser,
  expect,
  expiredCopy,
  test,
} from './fixtures.ts';
import { signIn } from './chats-helpers.ts';

/**
 * Session transitions (docs/product-rules.md#session): refresh sharing, refresh failure,
 * suspension, welcome.
 */

test.describe('without a service worker', () => {
  // Five workers precaching the app at once on two cores would only slow this test down.
  test.use({ serviceWorkers: 'block' });

  test('five tabs starting with an expiring token make exactly one refresh call', async ({
    context,
    request,
  }) => {
    const tokens = await apiLogin(request, 'user@angels.local');
    const stale = JSON.stringify({ ...tokens, accessToken: expiredCopy(tokens.accessToken) });
    await context.addInitScript(
      ([key, value]) => {
        // Seed the stale pair once per browser context: a tab opened later must not write the
        // rotated-away refresh token back over the pair another tab already refreshed.
        if (!localStorage.getItem('e2e-seeded')) {
          localStorage.setItem(key!, value!);
          localStorage.setItem('e2e-seeded', '1');
        }
      },
      [TOKENS_KEY, stale],
    );
    let refreshCalls = 0;
    let allTabsLoaded!: () => void;
    const tabsLoaded = new Promise<void>((resolve) => (allTabsLoaded = resolve));
    // Hold the refresh until every tab has started, so all five start with the expiring token.
    await context.route('**/api/auth/token/refresh', async (route) => {
      refreshCalls += 1;
      await tabsLoaded;
      await route.continue();
    });

    const pages = await Promise.all(Array.from({ length: 5 }, () => context.newPage()));
    await Promise.all(pages.map((page) => page.goto('/discover')));
    allTabsLoaded();
    // Five tabs take turns on one lock and background tabs are throttled: allow them time.
    for (const page of pages) {
      await expect(
        page
          .getByRole('navigation', { name: 'Main menu' })
          .getByRole('button', { name: 'Log out' }),
      ).toBeVisible({ timeout: 20_000 });
    }
    expect(refreshCalls).toBe(1);
  });

  test('start-up never reads the user record twice at once, a focus and the live hint included', async ({
    page,
    request,
  }) => {
    const { email, password } = await createConfirmedUser(request, 'one-read');
    const tokens = await apiLogin(request, email, password);
    await signIn(page, tokens);
    let reads = 0;
    let open = 0;
    let mostOpen = 0;
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    // The start-up read is held until the live connection is up and the page has had a focus:
    // both want the record too (the live connection's first hint re-reads it, by design).
    await page.route(/\/api\/users\/[0-9a-f-]{36}$/, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      reads += 1;
      mostOpen = Math.max(mostOpen, ++open);
      if (reads === 1) await answered;
      const response = await route.fetch().finally(() => (open -= 1));
      await route.fulfill({ response });
    });
    const live = page.waitForResponse('**/api/events');
    await page.goto('/chat');
    await live;
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    answer();
    await expect(
      page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: /^Tokens, 50 tokens/ }),
    ).toBeVisible();
    await expect.poll(() => reads).toBe(2);
    expect(mostOpen).toBe(1);
  });
});

test("a signed-in start reads the page's data beside the user record, not after it", async ({
  page,
  request,
}) => {
  // A device with the tokens and nothing else (no kept record): the record's read is held.
  const { email, password } = await createConfirmedUser(request, 'data-beside-record');
  await signIn(page, await apiLogin(request, email, password));
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  let heldAt = 0;
  await page.route(/\/api\/users\/[0-9a-f-]{36}$/, async (route) => {
    heldAt = Date.now();
    await answered;
    await route.fallback();
  });
  const packages = page.waitForRequest('**/api/tokens/packages');
  await page.goto('/tokens');
  await packages;
  // Held, the record lets the app go on without it after 4 s (main.tsx's time box); the old
  // start-up asked for the page's data only then. Now it comes while the record is awaited.
  expect(heldAt).toBeGreaterThan(0);
  expect(Date.now() - heldAt).toBeLessThan(3000);
  answer();
  // The page itself waited for the record: it shows the balance, not a placeholder for it.
  await expect(page.getByRole('heading', { level: 1, name: 'Tokens' })).toBeVisible();
  await expect(page.getByRole('main').getByText('50 tokens', { exact: true })).toBeVisible();
});

test('a failed refresh after start-up reloads and says the session expired', async ({
  page,
  request,
}) => {
  await logInFromMenu(page, 'user@angels.local');

  // The server ends the session behind the app's back, and the access token runs out.
  const stored = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), TOKENS_KEY))!);
  await request.post('/api/auth/logout', { data: { refreshToken: stored.refreshToken } });
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [TOKENS_KEY, JSON.stringify({ ...stored, accessToken: expiredCopy(stored.accessToken) })],
  );

  // Personal details loads private data, so it needs a fresh access token.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Sam' })
    .click();
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts.getByText('Logged out', { exact: true })).toBeVisible();
  await expect(toasts.getByText('Your session has expired. Please log in again.')).toBeVisible();
  expect(await page.evaluate((k) => localStorage.getItem(k), TOKENS_KEY)).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('logged-out'))).toBeNull();
});

test('corrupted stored tokens start the app logged out instead of a blank page', async ({
  page,
}) => {
  await page.addInitScript((key) => localStorage.setItem(key, '{not json'), TOKENS_KEY);
  await page.goto('/discover');
  await expect(page.getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Login' }),
  ).toBeVisible();
});

test('a new user sets up an avatar in the welcome modal before using the app', async ({
  page,
  request,
}) => {
  const { email, password } = await createConfirmedUser(request, 'welcome');
  await logInFromMenu(page, email, password);

  const welcome = page.getByRole('dialog', { name: 'Welcome! Set up your avatar' });
  await expect(welcome).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(welcome).toBeVisible();
  await expect(welcome.getByRole('button', { name: 'Close' })).toHaveCount(0);

  await welcome.getByLabel('Name').fill('Robin');
  await welcome.getByRole('radio').nth(2).check();
  await welcome.getByRole('button', { name: 'Save and continue' }).click();
  await expect(welcome).toBeHidden();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByText('Robin'),
  ).toBeVisible();
});

test('a suspended user’s open tab logs out and shows the suspension modal with why and until when', async ({
  page,
  request,
}) => {
  const { email, password } = await createConfirmedUser(request, 'suspended');
  const userTokens = await apiLogin(request, email, password);
  const userId = JSON.parse(
    Buffer.from(userTokens.accessToken.split('.')[1]!, 'base64url').toString(),
  ).user.id as string;
  await signIn(page, userTokens);
  await page.goto('/discover');
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Log out' }),
  ).toBeVisible();

  const agent = await apiLogin(request, 'agent@angels.local');
  const suspend = await request.post(`/api/admin/users/${userId}/suspend`, {
    headers: { Authorization: `Bearer ${agent.accessToken}` },
    data: { days: 3, policy: 'harassment', facts: 'Insulted an Angel repeatedly in a chat.' },
  });
  expect(suspend.ok(), await suspend.text()).toBe(true);

  // No reload: the open tab hears of it by itself.
  const modal = page.getByRole('dialog', { name: 'Account temporarily suspended' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Insulted an Angel repeatedly in a chat.');
  await expect(modal).toContainText(/suspended until/);
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  expect(await page.evaluate((k) => localStorage.getItem(k), TOKENS_KEY)).toBeNull();
});
