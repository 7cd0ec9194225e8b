import type { Browser, CDPSession, Page } from '@playwright/test';

/**
 * The launch bench's phone (issue 30): a 412×823 touch screen, 4× CPU slowdown, and a 150 ms /
 * 1.6 Mbps link, applied with CDP to the page AND to the service worker.
 *
 * Why the worker separately: Chromium throttles by DevTools target. The page's conditions
 * delay what the page fetches, including the /api requests the worker lets through to the
 * network, but not the worker's own fetch() calls (measured: the worker's /api/vars
 * revalidation took 14–43 ms with only the page throttled, 164 ms with the worker throttled
 * too). Playwright gives no CDP session on a worker, so the worker's target is attached from a
 * browser session (non-flat, messages wrapped in Target.sendMessageToTarget). The CPU slowdown
 * stays the page's: Chromium 150 refuses it for workers ("Operation is only supported for
 * pages, not workers"); the bench still asks, and says so in its notes if refused.
 */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
} as const;

export const CPU_SLOWDOWN = 4;
// Lighthouse's own conversion of its 1.6 Mbps mobile link (1.6 × 1024 Kbps) into bytes a second.
const MBPS_1_6_IN_BYTES = (1.6 * 1024 * 1024) / 8;
const linkConditions = (offline: boolean) => ({
  offline,
  latency: 150,
  downloadThroughput: MBPS_1_6_IN_BYTES,
  uploadThroughput: MBPS_1_6_IN_BYTES,
});

const WORKER_TIMEOUT_MS = 10_000;

/** The page's CPU and link; `offline` keeps Playwright's setOffline(true) in force. */
export async function throttlePage(page: Page, offline: boolean): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', linkConditions(offline));
}

/** A running worker for the origin: a message from an open page of the origin starts it. */
async function wakeWorker(keeper: Page, browserSession: CDPSession, baseURL: string) {
  await keeper.evaluate(() =>
    navigator.serviceWorker.ready.then((registration) =>
      registration.active?.postMessage({ type: 'bench-wake' }),
    ),
  );
  const { targetInfo: keeperInfo } = await browserSession.send('Target.getTargetInfo', {
    targetId: await targetIdOf(keeper),
  });
  const deadline = Date.now() + WORKER_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const { targetInfos } = await browserSession.send('Target.getTargets');
    const worker = targetInfos.find(
      (info) =>
        info.type === 'service_worker' &&
        info.url.startsWith(baseURL) &&
        info.browserContextId === keeperInfo.browserContextId,
    );
    if (worker) return worker.targetId;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`launch bench: no service worker of ${baseURL} running after 10 s`);
}

async function targetIdOf(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    return targetInfo.targetId;
  } finally {
    await cdp.detach();
  }
}

/**
 * Attaches to the context's worker and throttles its link (and, where Chromium allows it, its
 * CPU). Resolves with a function that detaches, which lifts the conditions, and with why the
 * worker took no CPU slowdown, if it did not.
 */
export async function throttleWorker(
  browser: Browser,
  keeper: Page,
  baseURL: string,
  offline: boolean,
): Promise<{ release: () => Promise<void>; cpuRefusal: string | undefined }> {
  const session = await browser.newBrowserCDPSession();
  const targetId = await wakeWorker(keeper, session, baseURL);
  const { sessionId } = await session.send('Target.attachToTarget', { targetId, flatten: false });
  let nextId = 1;
  const pending = new Map<number, (error: string | undefined) => void>();
  session.on('Target.receivedMessageFromTarget', (event) => {
    if (event.sessionId !== sessionId) return;
    const message = JSON.parse(event.message) as { id?: number; error?: { message: string } };
    if (message.id !== undefined) pending.get(message.id)?.(message.error?.message);
  });
  const send = (method: string, params: object) =>
    new Promise<void>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(
        () => reject(new Error(`launch bench: the worker did not answer ${method} in 10 s`)),
        WORKER_TIMEOUT_MS,
      );
      pending.set(id, (error) => {
        clearTimeout(timer);
        if (error) reject(new Error(`${method}: ${error}`));
        else resolve();
      });
      void session
        .send('Target.sendMessageToTarget', {
          sessionId,
          message: JSON.stringify({ id, method, params }),
        })
        .catch(reject);
    });
  await send('Network.enable', {});
  await send('Network.emulateNetworkConditions', linkConditions(offline));
  const cpuRefusal = await send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN }).then(
    () => undefined,
    (error: Error) => error.message,
  );
  return {
    cpuRefusal,
    release: async () => {
      await session.send('Target.detachFromTarget', { sessionId }).catch(() => {});
      await session.detach().catch(() => {});
    },
  };
}
