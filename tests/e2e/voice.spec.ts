import { expect, test } from './fixtures.ts';
import { composer, finishedReplies, signedInWithATurn } from './chats-helpers.ts';
import { removeSpeech, stubSpeech, type Spoken } from './voice-stubs.ts';
import type { Page } from '@playwright/test';

const spoken = (page: Page) => page.evaluate(() => window.__speech.spoken);
const said = (utterances: Spoken[]) => utterances.map((u) => u.text).join(' ');
/** The words of a reply as said aloud: no action between asterisks, spaces as one. */
const words = (text: string) =>
  text
    .replace(/\*[^*\n]+\*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

test.describe('a voice', () => {
  test('reads a reply aloud in the voice chosen for its Angel, and stops', async ({
    page,
    request,
  }) => {
    await stubSpeech(page);
    const { chat, reply, angel } = await signedInWithATurn(page, request, 'voice', 'Hi there!');
    await page.goto(`/chat/${chat.chatHash}`);
    const row = finishedReplies(page).last();
    const read = row.getByRole('button', { name: 'Read aloud' });
    await read.focus();
    await page.keyboard.press('Enter');
    // The device lists its voices late: the reply waits for them and is read in the Angel's.
    await expect.poll(async () => said(await spoken(page))).toBe(words(reply.text));
    const [first] = await spoken(page);
    expect(first!.voice).toBe(angel.gender === 'FEMALE' ? 'Samantha' : 'Daniel');
    for (const value of [first!.rate, first!.pitch]) {
      expect(value).toBeGreaterThanOrEqual(0.9);
      expect(value).toBeLessThanOrEqual(1.1);
    }
    const stop = row.getByRole('button', { name: 'Stop reading' });
    await stop.click();
    await expect(row.getByRole('button', { name: 'Read aloud' })).toBeVisible();
    expect(await page.evaluate(() => window.__speech.cancels)).toBeGreaterThan(0);

    // Read to its end, the button offers to read again; the same Angel keeps its voice.
    await row.getByRole('button', { name: 'Read aloud' }).click();
    await expect(row.getByRole('button', { name: 'Stop reading' })).toBeVisible();
    await page.evaluate(() => window.__speech.finishAll());
    await expect(row.getByRole('button', { name: 'Read aloud' })).toBeVisible();
    expect(new Set((await spoken(page)).map((u) => u.voice))).toEqual(new Set([first!.voice]));
  });

  test('auto-read reads a new reply once it has finished, not the history', async ({
    page,
    request,
  }) => {
    await stubSpeech(page);
    const { chat } = await signedInWithATurn(page, request, 'voice-auto', 'Hello!');
    await page.goto(`/chat/${chat.chatHash}`);
    const toggle = page.getByRole('switch', { name: 'Auto-read replies' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    // Kept on this device: opening the chat again finds it on, and reads nothing already there.
    await page.reload();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(finishedReplies(page)).toHaveCount(1);
    await page.waitForTimeout(500);
    expect(await spoken(page)).toEqual([]);

    await composer(page).fill('What did you do today?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(finishedReplies(page)).toHaveCount(2);
    const text = (await finishedReplies(page).last().locator('[data-text]').innerText()).trim();
    // All of it and only it: nothing was read while it was being written.
    await expect.poll(async () => said(await spoken(page))).toBe(words(text));

    // Off: the next reply is not read.
    await page.evaluate(() => window.__speech.finishAll());
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    const before = (await spoken(page)).length;
    await composer(page).fill('And tomorrow?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(finishedReplies(page)).toHaveCount(3);
    await page.waitForTimeout(500);
    expect((await spoken(page)).length).toBe(before);
  });

  test('dictation adds what is said after what is typed, and says what went wrong', async ({
    page,
    request,
  }) => {
    await stubSpeech(page);
    const { chat } = await signedInWithATurn(page, request, 'voice-dictate', 'Hey');
    await page.goto(`/chat/${chat.chatHash}`);
    const field = composer(page);
    const mic = page.getByRole('button', { name: 'Dictate' });
    await field.fill('So,');
    await mic.click();
    await expect(mic).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Listening' })).toBeAttached();
    expect(await page.evaluate(() => window.__dictation.lang)).toMatch(/^en/);
    await page.evaluate(() => window.__dictation.say('how was your day'));
    await expect(field).toHaveValue('So, how was your day');
    await page.evaluate(() => window.__dictation.say('really?'));
    await expect(field).toHaveValue('So, how was your day really?');

    // Esc stops listening and keeps every word.
    await page.keyboard.press('Escape');
    await expect(mic).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => window.__dictation.listening)).toBe(false);
    await expect(field).toHaveValue('So, how was your day really?');

    // A refused microphone is said in words.
    await mic.click();
    await page.evaluate(() => window.__dictation.fail('not-allowed'));
    await expect(page.getByRole('alert')).toContainText('allow it for this site');
    await expect(mic).toHaveAttribute('aria-pressed', 'false');

    // Sending stops listening: nothing heard afterwards lands in the emptied field.
    await mic.click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(field).toHaveValue('');
    await expect(mic).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => window.__dictation.listening)).toBe(false);
  });

  test('without the speech API there are no voice controls', async ({ page, request }) => {
    await removeSpeech(page);
    const { chat } = await signedInWithATurn(page, request, 'voice-none', 'Hi');
    await page.goto(`/chat/${chat.chatHash}`);
    const row = finishedReplies(page).last();
    await expect(row.getByRole('button', { name: /^Report/ })).toBeVisible();
    expect(await page.evaluate(() => 'speechSynthesis' in window)).toBe(false);
    await expect(page.getByRole('button', { name: 'Read aloud' })).toHaveCount(0);
    await expect(page.getByRole('switch', { name: 'Auto-read replies' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Dictate' })).toHaveCount(0);
    await expect(composer(page)).toBeEditable();
  });
});
