import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { ChatList } from '../../server/contract/chats.ts';
import { ANGEL_CREATION_COST } from '../../server/contract/constants.ts';
import {
  balanceOf,
  chatUser,
  composer,
  finishedReplies,
  openChat,
  signIn,
} from './chats-helpers.ts';
import { expect, mainMenu, test, waitForWorker } from './fixtures.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { createAngel, toast } from './my-angels-helpers.ts';

/**
 * My Angels as a user walks it: the list, an Angel's page, chatting with it, deleting it with
 * its chats, and character cards out and back in. Each test has its own fresh account (its
 * starter tokens pay for two Angels), so what it creates and deletes is its own.
 */

const yourAngels = (page: Page) => page.getByRole('list', { name: 'Your Angels' });
const importButton = (page: Page) =>
  page.getByRole('button', { name: /^Import a character card · \d+ tokens$/ });

async function importFile(
  page: Page,
  file: string | { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await importButton(page).click();
  await (await chooser).setFiles(file);
}

/** The preview of the chosen card: what it makes and its price, before anything is spent. */
async function confirmImport(page: Page, name: string, age?: number) {
  const dialog = page.getByRole('dialog', { name: `Import ${name}?` });
  await expect(dialog).toContainText(`costs ${ANGEL_CREATION_COST} tokens`);
  if (age !== undefined) await dialog.getByLabel(/^Age/).fill(String(age));
  await dialog.getByRole('button', { name: `Import for ${ANGEL_CREATION_COST} tokens` }).click();
}

test('an Angel made through the API is listed, opens, chats, and goes with its chats when deleted', async ({
  page,
  request,
}) => {
  const { tokens, api } = await chatUser(request, 'angels');
  const mia = await createAngel(api, 'Mia');
  await signIn(page, tokens);

  await page.goto('/avatars/ai');
  await yourAngels(page).getByRole('link', { name: 'Mia' }).click();
  await expect(page).toHaveURL(new RegExp(`/avatars/ai/${mia.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Mia' })).toBeVisible();
  await expect(page.getByText(mia.bio)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    `/avatars/ai/create?edit=${mia.id}`,
  );

  await page.getByRole('link', { name: 'Chat', exact: true }).click();
  await expect(page).toHaveURL(/\/chat\/[\w-]+$/);
  await composer(page).fill('Hello Mia, tell me about the lighthouse.');
  await composer(page).press('Enter');
  await expect(finishedReplies(page)).toHaveCount(1, { timeout: 20_000 });
  await expect(finishedReplies(page).first()).toHaveAttribute('data-author', 'Mia');

  // Groups offer her too, marked as the user's own.
  await page.goto('/chats');
  await page.getByRole('link', { name: /^Group/ }).click();
  await expect(
    page
      .getByRole('list', { name: 'Angels to choose from' })
      .getByRole('button', { name: 'Mia Yours' }),
  ).toBeVisible();

  await page.goto(`/avatars/ai/${mia.id}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Mia?' });
  await expect(dialog).toContainText('Deleting Mia also deletes your chats with her (1)');
  await dialog.getByRole('button', { name: 'Delete Mia' }).click();
  await expect(page).toHaveURL(/\/avatars\/ai$/);
  await expect(toast(page, 'Mia deleted, with 1 chat')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create your first Angel' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mia' })).toHaveCount(0);

  expect((await api.get<ChatList>('/chats')).items).toEqual([]);
  // In the app (no reload): the chat list the conversation left in memory has let it go too.
  await mainMenu(page).getByRole('link', { name: 'Chats' }).click();
  await expect(page.getByText('No conversations yet.')).toBeVisible();
});

test('offline, My Angels shows the list kept from the last visit', async ({
  page,
  context,
  request,
}) => {
  const { tokens, api } = await chatUser(request, 'angels-offline');
  await createAngel(api, 'Orla');
  await signIn(page, tokens);
  await page.goto('/avatars/ai');
  await waitForWorker(page);
  await expect(yourAngels(page).getByRole('link', { name: 'Orla' })).toBeVisible();

  await context.setOffline(true);
  const failed: string[] = [];
  page.on('requestfailed', (r) => {
    if (new URL(r.url()).pathname === '/api/my-angels') failed.push(r.url());
  });
  await page.reload();
  await expect(yourAngels(page).getByRole('link', { name: 'Orla' })).toBeVisible();
  // Only once the read has failed for good (the try and the client's one retry of a GET), and
  // the page has painted since, would an error toast be there to see. Counted once, not waited
  // on: a toast leaves by itself after a while, which a retrying assertion would wait for.
  await expect.poll(() => failed.length).toBe(2);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  expect(await toast(page, 'Error message').count()).toBe(0);
  await expect(yourAngels(page).getByRole('link', { name: 'Orla' })).toBeVisible();
});

test("another user's Angel, like an unknown id, is not found", async ({ page, request }) => {
  const owner = await chatUser(request, 'owner');
  const theirs = await createAngel(owner.api, 'Nora');
  const { tokens } = await chatUser(request, 'stranger');
  await signIn(page, tokens);

  await page.goto(`/avatars/ai/${theirs.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Angel not found' })).toBeVisible();
  await page.goto('/avatars/ai/999999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Angel not found' })).toBeVisible();
  await page.goto('/avatars/ai');
  await expect(page.getByRole('link', { name: 'Create your first Angel' })).toBeVisible();
  await expect(page.getByText('Nora')).toHaveCount(0);
});

test('a PNG card downloaded from an Angel imports back as a second Angel with the same texts', async ({
  page,
  request,
}) => {
  const { tokens, api } = await chatUser(request, 'cards');
  const bio = 'Ines restores old sailing boats and hums sea shanties while she works.';
  const ines = await createAngel(api, 'Ines', bio);
  await signIn(page, tokens);
  await page.goto(`/avatars/ai/${ines.id}`);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download card (PNG)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Ines.png');
  const bytes = readFileSync((await file.path())!);
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');

  await page.goto('/avatars/ai');
  await importFile(page, { name: 'Ines.png', mimeType: 'image/png', buffer: bytes });
  await expect(page.getByRole('img', { name: 'Portrait of Ines' })).toBeVisible();
  await confirmImport(page, 'Ines');
  await expect(page).not.toHaveURL(new RegExp(`/avatars/ai/${ines.id}$`));
  await expect(page).toHaveURL(/\/avatars\/ai\/\d+$/);
  await expect(toast(page, 'Ines imported')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Ines' })).toBeVisible();
  await expect(page.getByText(bio)).toBeVisible();
  await expect(page.getByText('Imported from a card')).toBeVisible();

  await page.getByRole('link', { name: 'My Angels' }).first().click();
  await expect(yourAngels(page).getByRole('link', { name: 'Ines' })).toHaveCount(2);
});

test('a JSON card imports with its extras as plain text; an oversized or malformed file is refused with the reason', async ({
  page,
  request,
}) => {
  const { tokens } = await chatUser(request, 'json-card');
  await signIn(page, tokens);
  const imports: string[] = [];
  const previews: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/my-angels/import')) imports.push(r.url());
    if (r.url().endsWith('/api/my-angels/import/preview')) previews.push(r.url());
  });
  await page.goto('/avatars/ai');

  await importFile(page, {
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(Math.round(2.3 * 1024 * 1024)),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'The card file is 2.3 MB; cards up to 2 MB can be imported.',
  );
  expect(imports).toEqual([]);

  await importFile(page, {
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"spec": "chara_card_v3", "data": '),
  });
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await expect(page.getByRole('alert')).not.toContainText('2 MB');
  await expect.poll(() => previews.length).toBe(1);
  expect(imports).toEqual([]);

  const card = {
    spec: 'chara_card_v3',
    spec_version: '3.0',
    data: {
      name: 'Juniper',
      description: 'Juniper runs a tiny bookshop that only opens when it rains.',
      personality: 'Dreamy, kind',
      scenario: 'A rainy afternoon in the bookshop.',
      first_mes: 'Oh! A customer. Come in out of the rain.',
      mes_example: '',
      creator_notes: '<b>Made</b> for rainy days <script>alert(1)</script>',
      tags: ['cozy', 'books'],
      alternate_greetings: [],
      character_book: null,
      extensions: {},
    },
  };
  await importFile(page, {
    name: 'juniper.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(card)),
  });
  // The card states no age: the preview asks for one rather than making it up.
  await confirmImport(page, 'Juniper', 34);
  await expect(page.getByRole('heading', { level: 1, name: 'Juniper' })).toBeVisible();
  await expect(page.getByText(card.data.scenario)).toBeVisible();
  await expect(page.getByText(card.data.creator_notes)).toBeVisible();
  await expect(page.locator('main b, main script')).toHaveCount(0);
  await expect(page.getByRole('list').getByText('cozy', { exact: true })).toBeVisible();
});

for (const colorScheme of ['dark', 'light'] as const) {
  test(`My Angels list and details pass axe (${colorScheme})`, async ({ page, request }) => {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    const { tokens, api } = await chatUser(request, `a11y-${colorScheme}`);
    await signIn(page, tokens);
    await page.goto('/avatars/ai');
    await expect(page.getByRole('link', { name: 'Create your first Angel' })).toBeVisible();
    await expectNoSeriousViolations(page);

    const lea = await createAngel(api, 'Lea');
    await page.reload();
    await expect(yourAngels(page).getByRole('link', { name: 'Lea' })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto(`/avatars/ai/${lea.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Lea' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete Lea?' })).toContainText('(0)');
    await expectNoSeriousViolations(page);
  });
}

test('a card picked again after its answer was lost is imported once and paid once', async ({
  page,
  request,
}, testInfo) => {
  const { tokens, api, userId } = await chatUser(request, 'import-retry');
  const before = await balanceOf(api, userId);
  await signIn(page, tokens);
  // A file on disk, as a user picks it: the same name, size and date each time.
  const path = testInfo.outputPath('Mila.json');
  const card = {
    spec: 'chara_card_v2',
    spec_version: '2.0',
    data: { name: 'Mila', description: 'A baker.' },
  };
  writeFileSync(path, JSON.stringify(card));
  let imports = 0;
  await page.route('**/api/my-angels/import', async (route) => {
    imports += 1;
    if (imports > 1) return route.continue();
    // The server makes the Angel and charges; its answer never reaches the app.
    await route.fetch();
    await route.abort('failed');
  });
  await page.goto('/avatars/ai');

  await importFile(page, path);
  await confirmImport(page, 'Mila', 30);
  const dialog = page.getByRole('dialog', { name: 'Import Mila?' });
  await expect(dialog.getByRole('alert')).toContainText('network');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await importFile(page, path);
  await confirmImport(page, 'Mila', 30);
  await expect(page).toHaveURL(/\/avatars\/ai\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mila' })).toBeVisible();

  expect(imports).toBe(2);
  const { items } = await api.get<{ items: Array<{ name: string }> }>('/my-angels');
  expect(items.map((angel) => angel.name)).toEqual(['Mila']);
  expect(await balanceOf(api, userId)).toBe(before - ANGEL_CREATION_COST);
});

test('an Angel deleted on another device leaves its page for My Angels, with a word', async ({
  page,
  request,
}) => {
  const { tokens, api } = await chatUser(request, 'deleted-elsewhere');
  const nell = await createAngel(api, 'Nell');
  await signIn(page, tokens);
  await page.goto(`/avatars/ai/${nell.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nell' })).toBeVisible();
  await page.getByRole('link', { name: 'My Angels' }).first().click();
  await expect(yourAngels(page).getByRole('link', { name: 'Nell' })).toBeVisible();

  const deleted = await request.delete(`/api/my-angels/${nell.id}`, {
    headers: { Authorization: `Bearer ${tokens.accessToken}` },
  });
  expect(deleted.ok()).toBe(true);
  // Back to her page: the copy kept in the app shows until the server says she is gone.
  await page.goBack();
  await expect(toast(page, 'This Angel was deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/avatars\/ai$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Angels' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nell' })).toHaveCount(0);
});

test('an Angel whose chat is under review is kept, and the delete dialog says why', async ({
  page,
  request,
}) => {
  const { tokens, api } = await chatUser(request, 'under-review');
  const mia = await createAngel(api, 'Mia');
  const chat = await openChat(api, [mia.id]);
  // A report opens a moderation case on the chat.
  await api.post(`/chats/${chat.chatHash}/reports`, { reason: 'other', note: 'Checking.' });
  await signIn(page, tokens);
  await page.goto(`/avatars/ai/${mia.id}`);

  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Mia?' });
  await dialog.getByRole('button', { name: 'Delete Mia' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    "Mia's chats are being reviewed by our team; you can delete her once the review is over.",
  );
  await expect(dialog.getByRole('button', { name: 'Delete Mia' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Keep Mia' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/avatars/ai/${mia.id}$`));
  expect((await api.get<{ items: unknown[] }>('/my-angels')).items).toHaveLength(1);

  // Opened again, the dialog starts afresh.
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});
