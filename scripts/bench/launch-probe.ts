import type { BrowserContext } from '@playwright/test';

/**
 * What the launch bench runs inside the measured page (as an init script, before any of the
 * app's code): it watches every frame for the moment the launch is done and notes, for the
 * breakdown, when the app's entry ran and when React first wrote into #root. Times are
 * `performance.now()`, i.e. milliseconds since the navigation started. Below it, the
 * breakdown (BENCH_DEBUG) of one launch: the page's entries and the context's /api requests.
 */
export type LaunchTarget =
  /** A conversation: its newest message (by id, with its text) and the composer. */
  | { kind: 'conversation'; messageId: string; text: string }
  /** The conversation list: its first row. */
  | { kind: 'list' };

export type ProbeMarks = {
  /** The frame (rAF time) whose paint first showed the target. */
  ready?: number;
  /** The entry module's start(): its first `document.getElementById('root')`. */
  entryRan?: number;
  /**
   * React's first commit into #root: the first change of its children after the parse (index.html
   * paints the last screen during the parse, before this watches).
   */
  rootFilled?: number;
  /** An error the page shows instead (e.g. "We could not load your chats"): when and what. */
  failed?: { at: number; text: string };
};

declare global {
  interface Window {
    __launch?: ProbeMarks;
  }
}

/** Installed with `page.addInitScript(launchProbe, target)`. Must not close over anything. */
export function launchProbe(target: LaunchTarget): void {
  const marks: ProbeMarks = {};
  window.__launch = marks;

  const getById = Document.prototype.getElementById;
  Document.prototype.getElementById = function (this: Document, id: string) {
    if (id === 'root' && marks.entryRan === undefined) marks.entryRan = performance.now();
    return getById.call(this, id);
  };
  document.addEventListener('DOMContentLoaded', () => {
    const root = document.getElementById('root');
    if (!root) return;
    const watch = new MutationObserver(() => {
      marks.rootFilled = performance.now();
      watch.disconnect();
    });
    watch.observe(root, { childList: true });
  });

  // On screen: a box inside the viewport and inside the scrolling region holding it.
  const onScreen = (element: Element | null): boolean => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    if (box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth)
      return false;
    const region = element.closest('[role="region"]');
    if (region) {
      const frame = region.getBoundingClientRect();
      if (box.bottom <= frame.top || box.top >= frame.bottom) return false;
    }
    return getComputedStyle(element).visibility !== 'hidden';
  };

  const done = (): boolean => {
    if (target.kind === 'list') {
      const row = document.querySelector('ul[aria-label="Your conversations"] > li');
      return onScreen(row) && (row?.textContent ?? '').trim().length > 0;
    }
    const message = document.querySelector(`li[data-key="${CSS.escape(target.messageId)}"]`);
    const text = message?.querySelector('[data-text]') ?? null;
    if (!onScreen(text) || !(text?.textContent ?? '').includes(target.text)) return false;
    const field = Array.from(document.querySelectorAll('textarea')).find((area) =>
      area.labels?.[0]?.textContent?.startsWith('Message to'),
    );
    return Boolean(field && !field.disabled && !field.readOnly && onScreen(field));
  };

  // A page that gave up instead: offline or with a hanging network it will not recover.
  const failure = () =>
    Array.from(document.querySelectorAll('main [role="alert"]')).find(
      (alert) =>
        onScreen(alert) && /could not load|load when you are back/i.test(alert.textContent ?? ''),
    )?.textContent;

  // The check runs at the start of each frame: the frame it first holds in paints the target.
  const check = (now: number) => {
    if (done()) return void (marks.ready = now);
    const shown = failure();
    if (!shown) delete marks.failed;
    else marks.failed ??= { at: now, text: shown };
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

export type ApiRequest = {
  url: string;
  from: 'page' | 'worker';
  start: number;
  end?: number;
  outcome: string;
};

/** Follows the context's /api requests, page's and worker's, for the breakdown. */
export function recordApiRequests(context: BrowserContext) {
  const requests = new Map<object, ApiRequest & { startEpoch: number }>();
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  context.on('request', (request) => {
    if (!isApi(request.url())) return;
    const from = request.serviceWorker() ? 'worker' : 'page';
    const url = new URL(request.url());
    requests.set(request, {
      url: url.pathname + url.search,
      from,
      start: 0,
      startEpoch: Date.now(),
      outcome: 'pending',
    });
  });
  const settle = (outcome: string) => (request: object) => {
    const entry = requests.get(request);
    if (entry) Object.assign(entry, { outcome, end: Date.now() });
  };
  context.on('requestfinished', settle('finished'));
  context.on('requestfailed', settle('failed'));
  return {
    /** Times made relative to the page's navigation start (its performance.timeOrigin). */
    since(timeOrigin: number): ApiRequest[] {
      return [...requests.values()]
        .filter((r) => r.startEpoch >= timeOrigin - 50)
        .map(({ startEpoch, end, ...r }) => ({
          ...r,
          start: startEpoch - timeOrigin,
          ...(end === undefined ? {} : { end: end - timeOrigin }),
        }));
    },
  };
}

/** Where the time of one launch went, read from the page once it is done. */
export type Breakdown = {
  navigation: Record<string, number>;
  marks: ProbeMarks;
  fcp?: number;
  /** The page's own Resource Timing entries for /api (completed requests only). */
  resources: Array<{ url: string; start: number; responseStart: number; end: number }>;
};

/** Runs in the page after the launch (no closures either). */
export function readBreakdown(): Breakdown {
  const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const round = (ms: number) => Math.round(ms);
  const navigation: Record<string, number> = nav
    ? {
        workerStart: round(nav.workerStart),
        'index.html responseEnd': round(nav.responseEnd),
        domInteractive: round(nav.domInteractive),
        domContentLoaded: round(nav.domContentLoadedEventEnd),
      }
    : {};
  // The entry chunk (from the worker's cache once installed): fetched by then, run later.
  const entrySrc = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
  const entry = performance.getEntriesByName(entrySrc ?? '')[0] as
    PerformanceResourceTiming | undefined;
  if (entry) {
    navigation['entry chunk fetch start'] = round(entry.startTime);
    navigation['entry chunk fetch end'] = round(entry.responseEnd);
  }
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
  const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
    .map((entry) => ({
      url: entry.name.replace(location.origin, ''),
      start: round(entry.startTime),
      responseStart: round(entry.responseStart),
      end: round(entry.responseEnd),
    }));
  return {
    navigation,
    marks: window.__launch ?? {},
    ...(fcp === undefined ? {} : { fcp: round(fcp) }),
    resources,
  };
}

/** The breakdown as lines for BENCH_DEBUG, in time order. */
export function describeBreakdown(breakdown: Breakdown, requests: ApiRequest[]): string[] {
  const events: Array<[number, string]> = Object.entries(breakdown.navigation).map(([name, at]) => [
    at,
    `navigation ${name}`,
  ]);
  const { marks } = breakdown;
  if (marks.entryRan !== undefined) events.push([marks.entryRan, "entry module's start() ran"]);
  if (marks.rootFilled !== undefined)
    events.push([marks.rootFilled, 'app mounted: first React commit into #root']);
  if (breakdown.fcp !== undefined) events.push([breakdown.fcp, 'first contentful paint']);
  if (marks.ready !== undefined) events.push([marks.ready, 'target on screen (launch done)']);
  for (const r of breakdown.resources)
    events.push([r.start, `page  ${r.url}: start, first byte ${r.responseStart}, end ${r.end}`]);
  // What the page's entries cannot show: the worker's own requests and those never answered.
  for (const r of requests.filter((q) => q.from === 'worker' || q.end === undefined))
    events.push([
      r.start,
      `${r.from === 'worker' ? 'worker' : 'page '} ${r.url}: start, ${r.end === undefined ? 'no answer' : `end ${Math.round(r.end)}`} (${r.outcome})`,
    ]);
  return events
    .sort((a, b) => a[0] - b[0])
    .map(([at, what]) => `      ${String(Math.round(at)).padStart(6)} ms  ${what}`);
}
