import type { Browser, Page } from '@playwright/test';
import {
  describeBreakdown,
  launchProbe,
  readBreakdown,
  recordApiRequests,
  type LaunchTarget,
} from './launch-probe.ts';
import { demoLastConversation, TOKENS_KEY } from './demo-user.ts';
import { PHONE, throttlePage, throttleWorker } from './launch-throttle.ts';

/**
 * Launch to conversation (issue 30): the installed app (service worker in control, signed in,
 * the pages visited once before in the same context) opened on the user's last conversation,
 * and on the conversation list, on a throttled phone (./launch-throttle.ts). Timed from
 * navigation start to the first frame showing the newest message's text with the composer
 * enabled (the list: its first row), by a probe in the page (./launch-probe.ts). Three network
 * states, each in a context of its own warmed the same way, 5 launches each:
 * - online;
 * - offline: context.setOffline(true) (Playwright applies it to the worker too);
 * - hanging: every /api request is held forever by context.route(), which in this Playwright
 *   (1.64, Chromium) also catches the worker's own fetches; the bench counts both kinds.
 */
export type LaunchState = 'online' | 'offline' | 'hanging';
export const LAUNCH_STATES: LaunchState[] = ['online', 'offline', 'hanging'];

/** Per state, each launch's time; null where the page showed an error instead. */
export type LaunchFigures = Record<
  LaunchState,
  { conversationMs: Array<number | null>; listMs: Array<number | null>; notes: string[] }
>;

const RUNS = 5;
const RUN_TIMEOUT_MS = 30_000;
const WARM_TIMEOUT_MS = 30_000;
const LIST_ROW = 'ul[aria-label="Your conversations"] > li';

type Launchable = { tokens: string; chatHash: string; newest: { id: string; text: string } };

async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`launch bench: ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The demo user's tokens, last conversation (the list's first) and its newest message. */
async function demoLaunchable(baseURL: string): Promise<Launchable> {
  const { tokens, chatHash } = await demoLastConversation(baseURL);
  const headers = { authorization: `Bearer ${tokens.accessToken}` };
  const page = await getJson<{ items: Array<{ id: string; text: string }> }>(
    `${baseURL}/api/chats/${chatHash}/messages?limit=1`,
    { headers },
  );
  const newest = page.items[0];
  if (!newest?.text) throw new Error(`launch bench: conversation ${chatHash} has no text message`);
  // The probe compares with the text as shown: the first line is enough and survives wrapping.
  const text = newest.text.split('\n')[0]!.trim();
  return { tokens: JSON.stringify(tokens), chatHash, newest: { id: newest.id, text } };
}

async function step<T>(what: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw new Error(`launch bench, warming up: ${what}: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/**
 * A context that has visited both pages: the worker installed and in control, the persisted
 * query cache written, the conversation's history kept on the device. Its `keeper` (a tab on
 * /api/vars, none of the app's code) stays open to wake the worker before each launch.
 */
async function warmContext(browser: Browser, baseURL: string, user: Launchable) {
  const context = await browser.newContext(PHONE);
  // tsx compiles this file with esbuild's keepNames: functions sent to the page call __name.
  await context.addInitScript('window.__name = (f) => f');
  // Only when absent: the app may have rotated the tokens since.
  await context.addInitScript(
    ([key, value]) => {
      localStorage.setItem('age-verified', 'true');
      if (!localStorage.getItem(key!)) localStorage.setItem(key!, value!);
    },
    [TOKENS_KEY, user.tokens],
  );
  const page = await context.newPage();
  const timeout = WARM_TIMEOUT_MS;
  await page.goto(`${baseURL}/chat/${user.chatHash}`);
  await step(
    'the service worker never took control',
    page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout,
    }),
  );
  await step(
    'the newest message never showed',
    page.locator(`li[data-key="${user.newest.id}"]`).waitFor({ timeout }),
  );
  await step(
    'the history was never kept on the device',
    page.waitForFunction(
      async (chatHash) => {
        const names = (await indexedDB.databases()).map((db) => db.name);
        if (!names.includes('angels-private')) return false;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open('angels-private');
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        try {
          if (!db.objectStoreNames.contains('data')) return false;
          const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
            const request = db.transaction('data').objectStore('data').getAllKeys();
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
          return keys.some((key) => String(key).endsWith(`:${chatHash}`));
        } finally {
          db.close();
        }
      },
      user.chatHash,
      { timeout, polling: 250 },
    ),
  );
  await page.goto(`${baseURL}/chat`);
  await step('the list never showed', page.locator(LIST_ROW).first().waitFor({ timeout }));
  // The persister writes at most once a second: wait for the list in the written copy.
  await step(
    'the query cache was never persisted',
    page.waitForFunction(
      (chatHash) => (localStorage.getItem('query-cache') ?? '').includes(chatHash),
      user.chatHash,
      { timeout, polling: 250 },
    ),
  );
  await page.waitForTimeout(1500);
  await page.close();
  const keeper = await context.newPage();
  await keeper.goto(`${baseURL}/api/vars`);
  return { context, keeper };
}

/** `ms` null: the page showed an error instead (`failure`) and kept it 3 s. */
type Run = { ms: number | null; failure?: string; debug?: string[]; workerCpu?: string };
const GIVE_UP_AFTER_ERROR_MS = 3000;

async function launchOnce(
  browser: Browser,
  keeper: Page,
  baseURL: string,
  path: string,
  target: LaunchTarget,
  offline: boolean,
  debug: boolean,
): Promise<Run> {
  const context = keeper.context();
  const page = await context.newPage();
  await page.addInitScript(launchProbe, target);
  await throttlePage(page, offline);
  const worker = await throttleWorker(browser, keeper, baseURL, offline);
  const requests = debug ? recordApiRequests(context) : undefined;
  try {
    await page.goto(`${baseURL}${path}`, { waitUntil: 'commit', timeout: RUN_TIMEOUT_MS });
    try {
      await page.waitForFunction(
        (giveUpMs) => {
          const marks = window.__launch;
          if (marks?.ready !== undefined) return true;
          return marks?.failed !== undefined && performance.now() - marks.failed.at > giveUpMs;
        },
        GIVE_UP_AFTER_ERROR_MS,
        { timeout: RUN_TIMEOUT_MS, polling: 250 },
      );
    } catch {
      // Counted as a launch that never finished, not thrown: the other figures still print.
      const shown = await page
        .locator('body')
        .innerText({ timeout: 2000 })
        .catch(() => '(unreadable)');
      const failure = `not on screen after ${RUN_TIMEOUT_MS / 1000} s; the page shows: ${shown.slice(0, 200).replace(/\s+/g, ' ')}`;
      return { ms: null, failure };
    }
    const breakdown = await page.evaluate(readBreakdown);
    const { ready, failed } = breakdown.marks;
    const ms = ready ?? null;
    const outcome = ready === undefined ? { ms, failure: failed?.text ?? '' } : { ms };
    if (!requests) return outcome;
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    const lines = describeBreakdown(breakdown, requests.since(timeOrigin));
    return { ...outcome, debug: lines, ...(worker.cpuRefusal && { workerCpu: worker.cpuRefusal }) };
  } finally {
    await page.close();
    await worker.release();
  }
}

export async function measureLaunch(browser: Browser, baseURL: string): Promise<LaunchFigures> {
  const user = await demoLaunchable(baseURL);
  const debug = Boolean(process.env.BENCH_DEBUG);
  const figures = {} as LaunchFigures;
  let workerCpuNoted = false;
  for (const state of LAUNCH_STATES) {
    const { context, keeper } = await warmContext(browser, baseURL, user);
    const notes: string[] = [];
    const held = { page: 0, worker: 0 };
    try {
      if (state === 'offline') await context.setOffline(true);
      if (state === 'hanging')
        // Never fulfilled: the request waits for an answer that does not come.
        await context.route('**/api/**', (route) => {
          held[route.request().serviceWorker() ? 'worker' : 'page']++;
        });
      const run = async (path: string, target: LaunchTarget, label: string) => {
        const times: Array<number | null> = [];
        for (let i = 0; i < RUNS; i++) {
          const result = await launchOnce(
            browser,
            keeper,
            baseURL,
            path,
            target,
            state === 'offline',
            debug && i === 0,
          );
          times.push(result.ms);
          if (result.failure !== undefined)
            notes.push(`    ${state}, ${label}, run ${i + 1}: the page showed "${result.failure}"`);
          if (result.debug) notes.push(`    ${state}, ${label}, run 1:`, ...result.debug);
          if (result.workerCpu && !workerCpuNoted) {
            notes.push(`    (the worker took no CPU slowdown: ${result.workerCpu})`);
            workerCpuNoted = true;
          }
        }
        return times;
      };
      const conversationMs = await run(
        `/chat/${user.chatHash}`,
        { kind: 'conversation', messageId: user.newest.id, text: user.newest.text },
        'conversation',
      );
      const listMs = await run('/chat', { kind: 'list' }, 'list');
      if (state === 'hanging')
        notes.push(`    hanging: /api requests held: ${held.page} page, ${held.worker} worker`);
      figures[state] = { conversationMs, listMs, notes };
    } finally {
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      await context.close();
    }
  }
  return figures;
}
