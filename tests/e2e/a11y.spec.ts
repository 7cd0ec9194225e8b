import type { Page } from '@playwright/test';
import {
  catalogue,
  chatUser,
  composer,
  openChat,
  send,
  signedInWithATurn,
  signIn,
} from './chats-helpers.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { apiLogin, expect, test } from './fixtures.ts';

/**
 * Accessibility of the main pages in both themes (the theme follows prefers-color-scheme):
 * axe-core, run in the page from its npm package, must find no contrast problem and nothing else
 * serious or critical. Forms are checked with their errors showing, since error text is where
 * a weak colour hides. Motion is reduced so no element is measured mid-fade.
 */

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

for (const colorScheme of ['dark', 'light'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    // Each test scans several pages with axe, a few seconds each on a loaded machine.
    test.slow();
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    });

    test('landing, discover and a profile', async ({ page, request }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Featured Angels' })).toHaveAttribute(
        'aria-busy',
        'false',
      );
      await expectNoSeriousViolations(page);

      await page.goto('/discover');
      await expect(
        page.getByRole('list', { name: 'Angels' }).getByRole('link').first(),
      ).toBeVisible();
      await expectNoSeriousViolations(page);

      const [angel] = await catalogue(request, 1);
      await page.goto(`/discover/${angel!.id}`);
      await expect(page.getByRole('heading', { name: angel!.name })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('a profile and the landing page on a phone', async ({ page, request }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const [angel] = await catalogue(request, 1);
      await page.goto(`/discover/${angel!.id}`);
      await expect(page.getByRole('link', { name: 'Chat', exact: true }).first()).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: 'Bottom menu' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('the register and login dialogs with their errors showing', async ({ page }) => {
      await page.goto('/discover');
      await mainMenu(page).getByRole('button', { name: 'Create account' }).click();
      const register = page.getByRole('dialog', { name: 'Create account' });
      await register.getByRole('button', { name: 'Create account' }).click();
      await expect(register.getByText('Email is required')).toBeVisible();
      // Measured once the form has settled: a submit button still busy is drawn faded on purpose.
      await expect(register.getByRole('button', { name: 'Create account' })).toBeEnabled();
      await expectNoSeriousViolations(page);

      await register.getByRole('button', { name: 'I already have an account' }).click();
      const login = page.getByRole('dialog', { name: 'Log in' });
      await login.getByLabel('Email').fill('user@angels.local');
      await login.getByLabel('Password', { exact: true }).fill('not the password');
      await login.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(login.getByText('Email or password is incorrect.')).toBeVisible();
      await expect(login.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();
      await expectNoSeriousViolations(page);
    });

    test('personal details with an error, the chat list and a conversation', async ({
      page,
      request,
    }) => {
      const { tokens, api } = await chatUser(request, `a11y-${colorScheme}`);
      const [angel] = await catalogue(request, 1);
      const chat = await openChat(api, [angel!.id]);
      await send(api, chat.chatHash, 'Hello there, how was your day?');
      await signIn(page, tokens);

      await page.goto('/settings/personal-details');
      const name = page.getByLabel('Name');
      await expect(name).toHaveValue('Robin');
      await name.fill('');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Name is required')).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Welcome back, Robin' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Recent chats' })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.goto('/chat');
      await expect(page.getByRole('link', { name: new RegExp(angel!.name) })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.getByRole('link', { name: new RegExp(angel!.name) }).click();
      await expect(page.getByText('Hello there, how was your day?')).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('a rated reply and the reasons of a thumbs down', async ({ page, request }) => {
      // The reply written out first: until then the last rating group is the greeting's.
      const { angel, chat, reply } = await signedInWithATurn(
        page,
        request,
        `a11y-rate-${colorScheme}`,
        'What did you do today?',
      );
      await page.goto(`/chat/${chat.chatHash}`);
      await expect(page.getByText(reply.text)).toBeVisible();
      const rating = page.getByRole('group', { name: `Rate ${angel.name}'s reply` }).last();
      await rating.getByRole('button', { name: 'Bad reply' }).click({ timeout: 20_000 });
      const why = page.getByRole('dialog', { name: 'Why not a good reply?' });
      await why.getByRole('radio', { name: 'Repetitive' }).check();
      await expectNoSeriousViolations(page);
      await why.getByRole('button', { name: 'Save' }).click();
      await expect(rating.getByRole('button', { name: /^Repetitive/ })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('moderation as a user meets it: the notice, account status, a refusal, a report', async ({
      page,
      request,
    }) => {
      const { tokens, api, userId } = await chatUser(request, `a11y-mod-${colorScheme}`);
      const [angel] = await catalogue(request, 1);
      const chat = await openChat(api, [angel!.id]);
      const agent = await apiLogin(request, 'agent@angels.local');
      const warned = await request.post(`/api/admin/users/${userId}/warn`, {
        headers: { Authorization: `Bearer ${agent.accessToken}` },
        data: { policy: 'harassment', facts: 'Insults aimed at an Angel.' },
      });
      expect(warned.ok(), await warned.text()).toBe(true);
      await signIn(page, tokens);

      await page.goto('/settings/account-status');
      const notice = page.getByRole('dialog', { name: 'A message from our team' });
      await expect(notice).toContainText('Insults aimed at an Angel.');
      await expectNoSeriousViolations(page);
      await notice.getByRole('button', { name: 'I understand' }).click();
      await expect(notice).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Account status', level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.goto(`/chat/${chat.chatHash}`);
      await composer(page).fill('I will kill you');
      await composer(page).press('Enter');
      await expect(page.getByText(/reads as a threat of violence/)).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.getByRole('button', { name: 'Chat options' }).click();
      await page.getByRole('button', { name: 'Report chat' }).click();
      const report = page.getByRole('dialog', { name: 'Report this chat' });
      await report.getByRole('button', { name: 'Send report' }).click();
      await expect(report.getByText('Choose a reason.')).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
