import type { Browser, Page } from '@playwright/test';
import { signIn } from './chat-seed.ts';
import { TOKENS_KEY } from './demo-user.ts';

/**
 * Long chats on a phone (issue 30): opening a 10,000-message chat, and INP while typing and
 * sending as a reply streams into it. The phone: Lighthouse's mobile screen (412×823
 * at 1.75×, touch) with the CPU slowed 4× through CDP. Each run is a new browser context that
 * opens the chat once (warm: its files cached, its service worker installed) and then again,
 * measured; the interactions follow on that second page.
 */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;
export const CPU_SLOWDOWN = 4;
/** A person typing on a phone, fast: 10 characters a second. */
export const KEY_DELAY_MS = 100;
/** The first message typed: on a phone it wraps to a second line in the composer. */
export const FIRST_MESSAGE = 'Tell me about your evening, please.';

export type PhoneRun = {
  /** Navigation start → the newest message's text on screen and the composer enabled. */
  openMs: number;
  /** As web-vitals computes it: the worst interaction, or the 98th percentile past 50. */
  inpMs: number;
  interactions: number;
  /** Whether the first reply was still being written when the second message was sent. */
  streamingAtSend: boolean;
};

/**
 * Event Timing entries of real interactions (interactionId > 0), from the document's start.
 * Strings, not functions: tsx's keepNames would wrap functions in a __name the page lacks.
 */
export const OBSERVE_EVENTS = `
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId)
        window.__events.push({
          id: e.interactionId, duration: e.duration, name: e.name, start: e.startTime,
          delay: e.processingStart - e.startTime, processing: e.processingEnd - e.processingStart,
        });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/**
 * Marks `__openedAt` once a frame shows `marker` (the newest message's text) inside the
 * viewport with the composer's field enabled: the time is taken in a task posted from that
 * frame's callback, so after the frame is drawn.
 */
const watchOpen = (marker: string) => `
  (() => {
    const marker = ${JSON.stringify(marker)};
    const shown = () => {
      const field = document.querySelector('form textarea');
      if (!field || field.disabled) return false;
      const texts = document.querySelectorAll('[data-text]');
      for (let i = texts.length - 1; i >= 0; i--) {
        if (!texts[i].textContent.includes(marker)) continue;
        const box = texts[i].getBoundingClientRect();
        if (box.height > 0 && box.bottom > 0 && box.top < innerHeight) return true;
      }
      return false;
    };
    const tick = () => {
      if (!shown()) return requestAnimationFrame(tick);
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { window.__openedAt = performance.now(); };
      channel.port2.postMessage(0);
    };
    requestAnimationFrame(tick);
  })();
`;

/** The text of the last row of the conversation, as shown (a slice, enough to be unique). */
const newestText = (page: Page) =>
  page
    .locator('li[data-key] [data-text]')
    .last()
    .innerText()
    .then((text) => text.trim().slice(0, 60));

type EventEntry = {
  id: number;
  duration: number;
  name: string;
  start: number;
  /** Waiting for the main thread, then the handlers; the rest of `duration` is the frame. */
  delay: number;
  processing: number;
};

/** web-vitals' INP: per interaction its longest entry; the worst, or one per 50 skipped. */
function inpOf(entries: EventEntry[], interactionCount: number) {
  const longest = new Map<number, number>();
  for (const e of entries) longest.set(e.id, Math.max(longest.get(e.id) ?? 0, e.duration));
  const worst = [...longest.values()].sort((a, b) => b - a);
  const count = Math.max(interactionCount, longest.size);
  return { inpMs: worst[Math.min(worst.length - 1, Math.floor(count / 50))] ?? 0, count };
}

/** The INP of a page observed with OBSERVE_EVENTS, once its last interaction has ended. */
export async function readInp(page: Page) {
  // Event Timing entries arrive after the frame that ends each interaction is drawn.
  await page.waitForTimeout(1000);
  const entries = (await page.evaluate('window.__events')) as EventEntry[];
  const count = (await page.evaluate('performance.interactionCount ?? 0')) as number;
  return { entries, ...inpOf(entries, count) };
}

export async function phoneRun(browser: Browser, baseURL: string, chatHash: string) {
  const tokens = await signIn(baseURL);
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
  try {
    await context.addInitScript(`
      localStorage.setItem('age-verified', 'true');
      localStorage.setItem(${JSON.stringify(TOKENS_KEY)}, ${JSON.stringify(tokens)});
    `);
    await context.addInitScript(OBSERVE_EVENTS);
    // tsx compiles this file with esbuild's keepNames: functions sent to the page call __name.
    await context.addInitScript('window.__name = (f) => f');
    const page = await context.newPage();
    const url = `${baseURL}/chat/${chatHash}`;
    // The visit before: files cached, the service worker installed and in control next time.
    await page.goto(url);
    await page.locator('li[data-key] [data-text]').last().waitFor({ timeout: 30_000 });
    await page.evaluate(`navigator.serviceWorker?.ready`);
    const marker = await newestText(page);
    await context.addInitScript(watchOpen(marker));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // BENCH_TRACE=<file>: a Performance trace of the measured open and the typing (DevTools).
    const trace = process.env.BENCH_TRACE;
    if (trace) await browser.startTracing(page, { path: trace, screenshots: false });
    await page.goto(url);
    // A function, not a string: the app's CSP forbids eval. A poll: the CPU is slowed.
    await page.waitForFunction(() => '__openedAt' in window, undefined, {
      timeout: 30_000,
      polling: 50,
    });
    const openMs = (await page.evaluate('window.__openedAt')) as number;

    const field = page.locator('form textarea');
    const send = page.getByRole('button', { name: 'Send', exact: true });
    await field.tap();
    await page.keyboard.type(FIRST_MESSAGE, { delay: KEY_DELAY_MS });
    await send.tap();
    const sentAt = (await page.evaluate('performance.now()')) as number;
    await page.locator('[data-status="WRITING"] [data-text]:not(:empty)').first().waitFor();
    const replyAt = (await page.evaluate('performance.now()')) as number;
    const sentence = `I walked along the harbour again tonight ${Date.now() % 1000}.`;
    await page.keyboard.type(sentence, { delay: KEY_DELAY_MS });
    const streamingAtSend = (await page.locator('[data-status="WRITING"]').count()) > 0;
    await send.tap();
    if (trace) await browser.stopTracing();
    await page.locator('li[data-key] [data-text]', { hasText: sentence }).waitFor();
    const { entries, inpMs, count: interactions } = await readInp(page);
    if (process.env.BENCH_DEBUG) {
      const worst = [...entries].sort((a, b) => b.duration - a.duration).slice(0, 6);
      const at = (ms: number) => (ms / 1000).toFixed(1);
      console.info(
        `  open ${openMs.toFixed(0)} ms; sent at ${at(sentAt)} s, reply at ${at(replyAt)} s; worst:`,
        worst.map(
          (e) =>
            `${e.name}@${at(e.start)}s ${e.duration}=${e.delay.toFixed(0)}+${e.processing.toFixed(0)}+rest`,
        ),
      );
    }
    // The replies finish before the next run opens the chat (its newest message then holds).
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page
      .locator('[data-status="WRITING"], [data-status="QUEUED"]')
      .first()
      .waitFor({ state: 'detached', timeout: 120_000 });
    return { openMs, inpMs, interactions, streamingAtSend } satisfies PhoneRun;
  } finally {
    await context.close();
  }
}
