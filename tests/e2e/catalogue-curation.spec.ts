import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { apiLogin, expect, test } from './fixtures.ts';
import { signIn } from './chats-helpers.ts';

/**
 * The curated catalogue as the team and visitors meet it: a curator creates an Angel in the
 * console's Catalogue section, edits and publishes it, and a visitor finds it in Discover (by
 * its filters) and opens its page; unpublished, it is gone from both for the visitor. The new
 * Angel is given an age no seed Angel has, so only its own filter shows it and the other specs'
 * Discover pages are not moved.
 */

const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Console' });

async function pageFor(browser: Browser, tokens?: { accessToken: string; refreshToken: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('age-verified', 'true'));
  if (tokens) await signIn(page, tokens);
  return page;
}

test('a curator publishes a new Angel that a visitor finds in Discover; unpublishing hides it', async ({
  browser,
  request,
}) => {
  test.slow();
  const name = `Lumen ${Date.now().toString(36).slice(-5)}`;
  const curator = await pageFor(browser, await apiLogin(request, 'curator@angels.local'));
  await curator.goto('/admin/chats');
  await consoleNav(curator).getByRole('link', { name: 'Catalogue' }).click();
  await expect(curator.getByRole('heading', { name: 'Catalogue', level: 1 })).toBeVisible();

  // The new-Angel dialog closes on Esc, and gives back focus to where it was opened.
  const open = curator.getByRole('button', { name: 'New Angel' });
  await open.click();
  const dialog = curator.getByRole('dialog', { name: 'New catalogue Angel' });
  await expect(dialog).toBeVisible();
  await curator.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  const describe = dialog.getByRole('form', { name: 'Describe' });
  await describe.getByLabel('Name').fill(name);
  await describe.getByLabel('Occupation').fill('Lighthouse keeper');
  await describe.getByLabel('Age').fill('97');
  await describe.getByLabel('Bio').fill('Keeps the light on for ships and for you.');
  await describe.getByLabel('Greeting').fill('The kettle is on. Come in from the storm.');
  await describe.getByRole('button', { name: 'Create (unpublished)' }).click();
  await expect(dialog).toBeHidden();

  const panel = curator.getByRole('region', { name });
  await expect(panel.getByText('Unpublished', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(curator);
  // Edit a text and the tags before publishing.
  const editor = panel.getByRole('form', { name: 'Edit the Angel' });
  await editor.getByLabel('Tagline').fill('Your light in the storm');
  await editor.getByLabel('Interest tags').fill('Ships, Storms, Tea');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(panel.getByText('Version 2')).toBeVisible();
  // The preview is the visitor's page.
  await panel.getByRole('tab', { name: 'Preview' }).click();
  await expect(panel.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(panel.getByText('Your light in the storm')).toBeVisible();
  await panel.getByRole('button', { name: 'Publish' }).click();
  await expect(panel.getByText('Published', { exact: true })).toBeVisible();

  // A visitor (no login) finds it with Discover's filters, and opens its page.
  const visitor = await pageFor(browser);
  await visitor.goto('/discover?minAge=97&maxAge=99');
  const card = visitor.getByRole('link', { name: new RegExp(name) });
  await expect(card).toBeVisible();
  await card.click();
  await expect(visitor.getByRole('heading', { name, level: 1 })).toBeVisible();
  const address = visitor.url();

  await panel.getByRole('button', { name: 'Unpublish' }).click();
  await expect(panel.getByText('Unpublished', { exact: true })).toBeVisible();

  await visitor.goto('/discover?minAge=97&maxAge=99');
  await expect(visitor.getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible();
  await expect(visitor.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
  // Its page is gone for a new visitor.
  const newcomer = await pageFor(browser);
  await newcomer.goto(address);
  await expect(newcomer.getByRole('heading', { name: 'Angel not found' })).toBeVisible();
});

test('the Catalogue section is only for curators', async ({ browser, request }) => {
  const agent = await pageFor(browser, await apiLogin(request, 'agent@angels.local'));
  await agent.goto('/admin/chats');
  await expect(consoleNav(agent).getByRole('link', { name: 'Queue' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(consoleNav(agent).getByRole('link', { name: 'Catalogue' })).toHaveCount(0);
  await agent.goto('/admin/catalogue');
  await expect(agent.getByRole('alert')).toContainText('curator');
});
