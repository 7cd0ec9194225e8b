import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiLogin, expect, logInFromMenu, loginThroughDialog, test } from './fixtures.ts';
import { catalogue, chatUser, openChat, send, signIn } from './chats-helpers.ts';

/**
 * The agents' console as agents use it: its own layout after login, refused to users (page
 * and API), a flagged message reaching the queue live, claiming (and losing a claim race to
 * another agent), the transcript's highlighted match, warning with the ladder shown first,
 * replying as the Angel, hiding and resolving; then the user's history on the violations page.
 */

const PROFANE = 'What the fuck happened to the weather today?';

const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Console' });

/** The queue polls this often (QUEUE_POLL_MS) besides hearing live events. */
const QUEUE_POLL_MS = 4_000;

const isCasesRequest = (url: string) => new URL(url).pathname === '/api/admin/cases';

/** A fresh user whose chat holds one mildly profane message: the filter opens a case. */
async function flaggedChat(request: APIRequestContext, label: string) {
  const user = await chatUser(request, label);
  const [angel] = await catalogue(request, 1);
  const chat = await openChat(user.api, [angel!.id]);
  await send(user.api, chat.chatHash, PROFANE);
  return { ...user, angel: angel!, chat };
}

/** An agent's page in a browser context of its own (its own storage, its own session). */
async function agentPage(browser: Browser, request: APIRequestContext, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('age-verified', 'true'));
  await signIn(page, await apiLogin(request, email));
  return page;
}

test('an agent lands on the queue, in the console layout, and logs out from it', async ({
  page,
}) => {
  await logInFromMenu(page, 'agent@angels.local');
  await expect(page).toHaveURL(/\/admin\/chats$/);
  await expect(page.getByRole('heading', { name: 'Queue', level: 1 })).toBeVisible();
  await expect(consoleNav(page).getByRole('link', { name: 'Queue' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(consoleNav(page).getByRole('link', { name: 'Violations' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('agent@angels.local');
  // The user app's chrome is not there.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Login' }),
  ).toBeVisible();
});

test('a user is refused the console with the reason, and its API answers 403', async ({
  page,
  request,
}) => {
  await logInFromMenu(page, 'user@angels.local');
  await page.goto('/admin/chats');
  await expect(page).not.toHaveURL(/\/admin/);
  await expect(
    page
      .getByRole('region', { name: 'Notifications' })
      .getByText('The admin area is for customer-care agents.'),
  ).toBeVisible();
  await expect(consoleNav(page)).toHaveCount(0);

  const { accessToken } = await apiLogin(request, 'user@angels.local');
  const response = await request.get('/api/admin/cases', {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(response.status()).toBe(403);
});

test('a flagged chat reaches the queue live; the agent claims it, another agent loses the race, and the case is worked', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, await apiLogin(request, 'agent@angels.local'));
  const streamOpen = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/events' && response.ok(),
  );
  await page.goto('/admin/chats');
  await expect(page.getByRole('heading', { name: 'Queue', level: 1 })).toBeVisible();
  await streamOpen;

  // No reload from here on: the case appears by itself, and by the live path: the message is
  // sent just after a poll, and the list holding it is asked for well before the next poll.
  const { api, email } = await chatUser(request, 'flagged');
  const angel = (await catalogue(request, 1))[0]!;
  const chat = await openChat(api, [angel.id]);
  await page.waitForRequest((req) => isCasesRequest(req.url()));
  // When the poll went out (a request's own timing is known only once it is answered).
  const polledAt = Date.now();
  const delivered = page.waitForResponse(async (response) => {
    if (!isCasesRequest(response.url())) return false;
    return (await response.text().catch(() => '')).includes(email);
  });
  await send(api, chat.chatHash, PROFANE);
  const arrived = (await delivered).request().timing().startTime;
  expect(arrived - polledAt).toBeLessThan(QUEUE_POLL_MS - 500);
  const row = page.getByRole('list', { name: 'Cases' }).getByRole('listitem').filter({
    hasText: email,
  });
  await expect(row).toBeVisible({ timeout: 5_000 });
  await expect(row).toContainText('fuck');
  await expect(row).toContainText(/Waiting\s*< 1 min/);

  // The second agent opens the chat while it is still free, and hears nothing live after.
  const rival = await agentPage(browser, request, 'agent2@angels.local');
  await rival.route('**/api/events', (route) => route.abort());
  await rival.goto(`/admin/chats/manage/${chat.chatHash}`);
  const rivalClaim = rival.getByRole('button', { name: 'Claim this case' });
  await expect(rivalClaim).toBeVisible();

  await row.getByRole('button', { name: `Claim case of ${email}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/chats/manage/${chat.chatHash}$`));
  const transcript = page.getByRole('region', { name: 'Transcript' });
  await expect(transcript.locator('mark')).toHaveText(/fuck/);
  await expect(page.getByText('Claimed by you')).toBeVisible();

  await rivalClaim.click();
  await expect(
    rival.getByRole('alert').filter({ hasText: 'agent@angels.local claimed this case' }),
  ).toBeVisible();
  await expect(
    rival.getByRole('region', { name: 'Case' }).getByText('agent@angels.local has this case.'),
  ).toBeVisible();
  await expect(rival.getByRole('button', { name: 'Warn' })).toBeDisabled();
  await rival.context().close();

  // Warn, with the ladder said first.
  await page
    .getByRole('group', { name: 'Case actions' })
    .getByRole('button', { name: 'Warn' })
    .click();
  const warn = page.getByRole('dialog', { name: `Warn ${email}` });
  await expect(warn).toContainText("This is the user's 1st warning.");
  await warn.getByLabel('Rule broken').selectOption('harassment');
  await warn.getByRole('textbox', { name: 'Statement to the user' }).fill('You swore at an Angel.');
  await warn.getByRole('button', { name: 'Give warning' }).click();
  await expect(warn).toBeHidden();
  const userPanel = page.getByRole('region', { name: 'User' });
  await expect(userPanel.getByText('Active warnings')).toBeVisible();
  await expect(userPanel.locator('dd').nth(2)).toHaveText('1');
  await page
    .getByRole('group', { name: 'Case actions' })
    .getByRole('button', { name: 'Warn' })
    .click();
  await expect(warn).toContainText("This is the user's 2nd warning.");
  await expect(warn).toContainText('After it, any suspension closes the account.');
  await page.keyboard.press('Escape');
  await expect(warn).toBeHidden();

  // Reply as the Angel: the console marks who wrote it.
  await page.getByRole('textbox', { name: `Reply as ${angel.name}` }).fill('Let us keep it kind.');
  await page.getByRole('button', { name: `Send as ${angel.name}` }).click();
  const written = transcript.getByRole('article').filter({ hasText: 'Let us keep it kind.' });
  await expect(written).toContainText('Written by agent@angels.local');

  // Hide the user's message, then resolve the case.
  await transcript
    .getByRole('article')
    .filter({ hasText: PROFANE })
    .getByRole('button', { name: /^Hide message of / })
    .click();
  const hide = page.getByRole('dialog', { name: 'Hide message' });
  await hide.getByRole('textbox', { name: 'Reason' }).fill('Profanity');
  await hide.getByRole('button', { name: 'Hide message' }).click();
  await expect(hide).toBeHidden();
  await expect(transcript.getByRole('article').filter({ hasText: PROFANE })).toContainText(
    'Hidden from the user by agent@angels.local: Profanity',
  );

  await page
    .getByRole('group', { name: 'Case actions' })
    .getByRole('button', { name: 'Resolve' })
    .click();
  const resolve = page.getByRole('dialog', { name: 'Resolve case' });
  await resolve.getByRole('textbox', { name: 'Note (optional)' }).fill('Warned and hidden.');
  await resolve.getByRole('button', { name: 'Resolve case' }).click();
  await expect(resolve).toBeHidden();
  await expect(page.getByText('No open case on this chat.')).toBeVisible();
});

test('a queue that fails to load says so in place, keeps its filters, and loads on Try again', async ({
  page,
  request,
}) => {
  await signIn(page, await apiLogin(request, 'agent@angels.local'));
  await page.goto('/admin/chats');
  await expect(page.getByRole('heading', { name: 'Queue', level: 1 })).toBeVisible();
  const resolvedList = (url: URL) =>
    url.pathname === '/api/admin/cases' && url.searchParams.get('filter') === 'resolved';
  await page.route(resolvedList, (route) =>
    route.fulfill({ status: 503, json: { message: 'The queue is resting.' } }),
  );
  await page.getByRole('group', { name: 'Show' }).getByText('Resolved', { exact: true }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'We could not load the cases.' });
  await expect(failure).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Queue', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Resolved' })).toBeChecked();

  await page.unroute(resolvedList);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(failure).toBeHidden();
  await expect(
    page.getByRole('list', { name: 'Cases' }).or(page.getByText('No resolved cases yet.')),
  ).toBeVisible();
});

test('the violations page finds a user by email and shows their history; a note is added', async ({
  page,
  request,
}) => {
  const { email, userId } = await chatUser(request, 'history');
  const { accessToken } = await apiLogin(request, 'agent@angels.local');
  const warned = await request.post(`/api/admin/users/${userId}/warn`, {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { policy: 'spam', facts: 'You posted the same link many times.' },
  });
  expect(warned.status(), await warned.text()).toBe(201);

  await page.goto('/discover');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Login' })
    .click();
  await loginThroughDialog(page, 'agent@angels.local');
  await consoleNav(page).getByRole('link', { name: 'Violations' }).click();
  await expect(page.getByRole('heading', { name: 'Recent violations' })).toBeVisible();
  await expect(page.getByRole('link', { name: email })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search users by email' }).fill(email.split('@')[0]!);
  const found = page
    .getByRole('list', { name: 'Users found' })
    .getByRole('link', { name: new RegExp(email) });
  await expect(found).toBeVisible();
  await expect(page).toHaveURL(/email=/);
  await found.click();
  await expect(page.getByRole('heading', { name: email, level: 1 })).toBeVisible();
  const violations = page.getByRole('region', { name: 'Violations' });
  await expect(violations).toContainText('You posted the same link many times.');
  await expect(violations.getByRole('button', { name: 'Overturn' })).toBeVisible();

  await page.getByRole('textbox', { name: 'New note' }).fill('Seems to be a bot.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('region', { name: "Agents' notes" })).toContainText(
    'Seems to be a bot.',
  );
});

// axe-core from its npm package, evaluated in the page (the app's CSP refuses inline scripts).
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type AxeViolation = { id: string; impact: string | null; help: string; nodes: unknown[] };

/** No contrast problem and nothing else serious or critical (WCAG 2.1 A and AA). */
async function expectAccessible(page: Page, where: string) {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (...args: unknown[]) => Promise<{ violations: AxeViolation[] }> };
    };
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations;
  });
  const problems = violations
    .filter((v) => v.id === 'color-contrast' || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
  expect(problems, where).toEqual([]);
}

for (const colorScheme of ['dark', 'light'] as const) {
  test(`the console reads well in the ${colorScheme} theme: queue, a case with its warning form, a user's history`, async ({
    page,
    request,
  }) => {
    // Four pages measured by axe, on two shared cores: more than the default half minute.
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    const { chat, userId } = await flaggedChat(request, `a11y-${colorScheme}`);
    await signIn(page, await apiLogin(request, 'agent@angels.local'));
    await page.goto('/admin/chats');
    await expect(page.getByRole('list', { name: 'Cases' })).toBeVisible();
    await expectAccessible(page, 'queue');

    await page.goto(`/admin/chats/manage/${chat.chatHash}`);
    await expect(page.locator('mark').first()).toBeVisible();
    await page.getByRole('button', { name: 'Claim this case' }).click();
    await expect(page.getByRole('button', { name: 'Release this case' })).toBeVisible();
    await expectAccessible(page, 'manage');
    await page
      .getByRole('group', { name: 'Case actions' })
      .getByRole('button', { name: 'Warn' })
      .click();
    // No rule is chosen for the agent: the most severe one is not a default.
    await expect(page.getByRole('combobox', { name: 'Rule broken' })).toHaveValue('');
    await page.getByRole('button', { name: 'Give warning' }).click();
    await expect(page.getByText('Choose the rule that was broken')).toBeVisible();
    await expect(page.getByText('The statement is required')).toBeVisible();
    // The first refused field takes focus, so its error is read out.
    await expect(page.getByRole('combobox', { name: 'Rule broken' })).toBeFocused();
    await expectAccessible(page, 'warn dialog with an error');
    await page.keyboard.press('Escape');

    await page.goto(`/admin/violations/${userId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'user history');
  });
}
