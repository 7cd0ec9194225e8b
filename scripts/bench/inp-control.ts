import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from '@playwright/test';
import {
  CPU_SLOWDOWN,
  FIRST_MESSAGE,
  KEY_DELAY_MS,
  OBSERVE_EVENTS,
  PHONE,
  readInp,
} from './chat-phone.ts';

/**
 * The control for the chat's INP (issue 30): the same typing, on the same phone, into a bare
 * page with none of the app's code or styles — a column the screen's height with a field that
 * grows at its foot, as the composer's. Once the text wraps to a second line, the headless
 * Chromium the bench drives stops presenting frames while a multi-line field sits within about
 * 70 px of the viewport's bottom: every keystroke's interaction then lasts until typing pauses.
 * The same page with the field 80 px higher does not. The two figures say how much of the
 * chat's INP is the browser under test rather than the app.
 */
const page = (lift: number) => `<!doctype html>
<html><head><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0">
  <section style="height:100dvh;display:flex;flex-direction:column">
    <div style="flex:1;overflow:auto">${'<p>A message</p>'.repeat(40)}</div>
    <form style="display:flex;gap:8px;padding:8px 8px ${8 + lift}px">
      <label for="field" style="position:absolute;left:-9999px">Message</label>
      <textarea id="field" rows="1" style="flex:1;field-sizing:content;font-size:16px;line-height:1.5;padding:10px 16px"></textarea>
      <button style="min-width:64px">Send</button>
    </form>
  </section>
</body></html>`;

export type InpControl = { atBottomMs: number; liftedMs: number };

async function typeInto(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(OBSERVE_EVENTS);
    const tab = await context.newPage();
    await tab.goto(url);
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await tab.locator('textarea').tap();
    await tab.keyboard.type(FIRST_MESSAGE, { delay: KEY_DELAY_MS });
    return (await readInp(tab)).inpMs;
  } finally {
    await context.close();
  }
}

export async function measureInpControl(browser: Browser): Promise<InpControl> {
  const server = createServer((request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(page(request.url === '/lifted' ? 80 : 0));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    return {
      atBottomMs: await typeInto(browser, `${base}/`),
      liftedMs: await typeInto(browser, `${base}/lifted`),
    };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}
