import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { phoneRun, type PhoneRun } from './chat-phone.ts';
import { serverFirstTokenMs } from './chat-server-part.ts';
import { seedLongChats, signIn } from './chat-seed.ts';
import { TOKENS_KEY } from './demo-user.ts';
import { instantLlmEnv, startInstantLlm } from './instant-llm.ts';
import { startServer } from './server.ts';
import { percentile } from './stats.ts';

/**
 * Chat figures: send → first reply token painted and the server's own part of it (an
 * OpenAI-compatible provider that answers at once: instant-llm.ts), frame times while a
 * reply streams into a 10,000-message history, the DOM size at 200 vs 10,000 messages, and
 * opening and typing in that chat on a phone (chat-phone.ts).
 * Frames are timed in the page with requestAnimationFrame: the interval between frames, so a
 * frame that overran its 16.7 ms shows as a longer interval.
 */
export type ChatFigures = {
  firstTokenMs: number[];
  /** The WARM_UP_SENDS before them, reported apart. */
  warmUpFirstTokenMs: number[];
  frameP95Ms: number;
  frameMaxMs: number;
  frames: number;
  domNodes: { short: number; long: number };
  /** Request out → first reply event back over loopback, one send at a time. */
  serverFirstTokenMs: number[];
  phone: PhoneRun[];
};

const LONG = 10_000;
const SHORT = 200;
/** Sends timed at the HTTP boundary: enough for a p99 that is not the single worst. */
const SERVER_SENDS = 200;
const PHONE_RUNS = 5;
/**
 * Sends before the five measured ones, on the server the section has just started: its first
 * replies run code V8 has not compiled yet and read the chat's pages from disk (the first
 * send 180-260 ms, the second 130-250 ms, then 50-100 ms). A server in service has answered
 * before; these are reported apart, not dropped.
 */
const WARM_UP_SENDS = 2;
/**
 * BENCH_CHAT=phone: only the phone part (open and INP), for iterating on it; the other chat
 * figures are then empty and their rows say nothing. BENCH_PHONE_RUNS=<n> runs it n times.
 */
const PHONE_ONLY = process.env.BENCH_CHAT === 'phone';
const phoneRuns = () => Number(process.env.BENCH_PHONE_RUNS) || PHONE_RUNS;

async function openChat(browser: Browser, baseURL: string, chatHash: string) {
  const tokens = await signIn(baseURL);
  const context = await browser.newContext({ serviceWorkers: 'block' });
  // tsx compiles this file with esbuild's keepNames: functions sent to the page call __name.
  await context.addInitScript('window.__name = (f) => f');
  await context.addInitScript(
    ([key, value]) => {
      localStorage.setItem('age-verified', 'true');
      localStorage.setItem(key!, value!);
    },
    [TOKENS_KEY, tokens],
  );
  const page = await context.newPage();
  await page.goto(`${baseURL}/chat/${chatHash}`);
  try {
    await page.locator('li[data-key]').last().waitFor({ timeout: 20_000 });
  } catch (error) {
    console.error(
      await page
        .locator('main')
        .innerText()
        .catch(() => 'no main'),
    );
    throw error;
  }
  return page;
}

const domNodes = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);

/** Sends `text` and resolves with ms from the key press to the frame showing reply text. */
function sendAndTimeFirstToken(page: Page, text: string): Promise<number> {
  return page.evaluate(
    (message) =>
      new Promise<number>((resolve) => {
        const field = document.querySelector<HTMLTextAreaElement>('textarea')!;
        const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!;
        setValue.set!.call(field, message);
        field.dispatchEvent(new Event('input', { bubbles: true }));
        const replyText = () => {
          const rows = Array.from(document.querySelectorAll('li[data-key]'));
          const mine = rows.findIndex((row) => row.textContent?.includes(message));
          const next = mine >= 0 ? rows[mine + 1] : undefined;
          return next?.querySelector('[data-text]')?.textContent ?? '';
        };
        requestAnimationFrame(() => {
          const start = performance.now();
          (window as unknown as { benchSendStart: number }).benchSendStart = start;
          field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
          const check = (now: number) => {
            if (replyText().length > 0) resolve(now - start);
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        });
      }),
    text,
  );
}

/**
 * Where a send's time went (BENCH_DEBUG): from the key press to its request leaving, to the
 * answer's first byte (the server and the loopback), and from there to the painted token.
 */
function sendBreakdown(page: Page, totalMs: number): Promise<string> {
  return page.evaluate((total) => {
    const start = (window as unknown as { benchSendStart: number }).benchSendStart;
    const send = performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime >= start && /\/api\/chats\/[^/]+\/messages$/.test(e.name))
      .at(0) as PerformanceResourceTiming | undefined;
    if (!send) return `send: no request seen (total ${total.toFixed(0)} ms)`;
    const out = send.startTime - start;
    const firstByte = send.responseStart - start;
    return (
      `send: request leaves at ${out.toFixed(0)} ms, first byte ${firstByte.toFixed(0)} ms, ` +
      `token painted ${total.toFixed(0)} ms`
    );
  }, totalMs);
}

/** Frame intervals from the send until the reply is complete. */
function framesWhileStreaming(page: Page, text: string): Promise<number[]> {
  return page.evaluate(
    (message) =>
      new Promise<number[]>((resolve) => {
        const field = document.querySelector<HTMLTextAreaElement>('textarea')!;
        const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!;
        setValue.set!.call(field, message);
        field.dispatchEvent(new Event('input', { bubbles: true }));
        const intervals: number[] = [];
        let last = 0;
        let sawWriting = false;
        const tick = (now: number) => {
          if (last) intervals.push(now - last);
          last = now;
          const writing = document.querySelector('[data-status="WRITING"]') !== null;
          sawWriting ||= writing;
          if (sawWriting && !writing) resolve(intervals);
          else if (intervals.length > 3000) resolve(intervals);
          else requestAnimationFrame(tick);
        };
        field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
        requestAnimationFrame(tick);
      }),
    text,
  );
}

/** Send → first token (instant provider), the server's own part of it, and the DOM sizes. */
async function firstTokenPart(browser: Browser, dataDir: string, hashes: Record<number, string>) {
  // A provider that answers at once: the time to the first token is the app's and the
  // server's (memory recall and the prompt built to its budget included), not the model's.
  const llm = await startInstantLlm();
  const server = await startServer({ DATA_DIR: dataDir, ...instantLlmEnv(llm.baseUrl) });
  const firstTokenMs: number[] = [];
  const warmUpFirstTokenMs: number[] = [];
  let nodes: ChatFigures['domNodes'];
  let serverMs: number[];
  try {
    const short = await openChat(browser, server.baseURL, hashes[SHORT]!);
    const shortNodes = await domNodes(short);
    await short.context().close();
    const page = await openChat(browser, server.baseURL, hashes[LONG]!);
    nodes = { short: shortNodes, long: await domNodes(page) };
    for (let i = 0; i < WARM_UP_SENDS + 5; i++) {
      const ms = await sendAndTimeFirstToken(page, `Bench message ${i} ${Date.now()}`);
      (i < WARM_UP_SENDS ? warmUpFirstTokenMs : firstTokenMs).push(ms);
      await page.locator('[data-status="WRITING"]').first().waitFor({ state: 'detached' });
      // After the reply: a streamed answer's timing entry is only there once it has ended.
      if (process.env.BENCH_DEBUG) console.info(await sendBreakdown(page, ms));
    }
    await page.context().close();
    const { accessToken } = JSON.parse(await signIn(server.baseURL)) as { accessToken: string };
    serverMs = await serverFirstTokenMs(server.baseURL, hashes[LONG]!, accessToken, SERVER_SENDS);
    if (process.env.BENCH_DEBUG)
      console.info(
        'server part',
        [...serverMs].sort((a, b) => a - b),
      );
  } finally {
    await server.stop();
    await llm.stop();
  }
  return { firstTokenMs, warmUpFirstTokenMs, nodes, serverMs };
}

/** `phoneBrowser` runs the phone part (opening, INP): a headed one where there is a display. */
export async function measureChat(browser: Browser, phoneBrowser: Browser): Promise<ChatFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'angels-bench-chat-'));
  const hashes = await seedLongChats(dataDir, [LONG, SHORT]);

  const { firstTokenMs, warmUpFirstTokenMs, nodes, serverMs } = PHONE_ONLY
    ? { firstTokenMs: [], warmUpFirstTokenMs: [], nodes: { short: 0, long: 0 }, serverMs: [] }
    : await firstTokenPart(browser, dataDir, hashes);

  // Replies that take many seconds (400 ms a word): a sentence is typed while one streams.
  let server = await startServer({ DATA_DIR: dataDir, REPLY_WORD_DELAY_MS: '400' });
  const phone: PhoneRun[] = [];
  try {
    for (let i = 0; i < phoneRuns(); i++) {
      phone.push(await phoneRun(phoneBrowser, server.baseURL, hashes[LONG]!));
      if (process.env.BENCH_DEBUG) console.info(phone.at(-1));
    }
  } finally {
    await server.stop();
  }

  if (PHONE_ONLY) {
    const none = { frameP95Ms: 0, frameMaxMs: 0, frames: 0 };
    return {
      firstTokenMs,
      warmUpFirstTokenMs,
      ...none,
      domNodes: nodes,
      serverFirstTokenMs: serverMs,
      phone,
    };
  }
  // A natural pace (20 ms a word) so the reply streams over many frames.
  server = await startServer({ DATA_DIR: dataDir, REPLY_WORD_DELAY_MS: '20' });
  try {
    const page = await openChat(browser, server.baseURL, hashes[LONG]!);
    const intervals = await framesWhileStreaming(page, `Tell me a story ${Date.now()}`);
    await page.context().close();
    return {
      firstTokenMs,
      warmUpFirstTokenMs,
      frameP95Ms: percentile(intervals, 95),
      frameMaxMs: Math.max(...intervals),
      frames: intervals.length,
      domNodes: nodes,
      serverFirstTokenMs: serverMs,
      phone,
    };
  } finally {
    await server.stop();
  }
}
