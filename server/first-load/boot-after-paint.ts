/**
 * A page that carries its first paint starts the app after that paint, not before it.
 *
 * The shell asks for the app's scripts as soon as it is parsed (a module script and its
 * modulepreloads). On a page that is already complete in its HTML, that makes ~120 KB of code
 * share the connection with what the first paint is waiting for (stylesheet, display face,
 * portrait), and on a fast one the scripts run before the page is painted at all. Here they
 * are asked for once the page has painted: the visitor sees it as soon as its own parts are in,
 * and the app takes over a moment later (one round trip more than before on a slow link, since
 * the request leaves after the paint rather than with the HTML). The first paint is inert
 * until then, so nothing typed into it can be lost.
 *
 * The page stays as it was when there is nothing to see first: a visitor with a stored session
 * (the shell hides the visitor's first paint from them) and a page in a background tab (no
 * frame is painted there) start at once. Other pages (the plain shell, and `/index.html`, which
 * the service worker keeps for warm and offline starts) are untouched.
 */
import { escapeHtml } from '../http/html.ts';

/** A page still unpainted after this is not waiting for its first paint any more. */
const SAFETY_MS = 3000;

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * Reads its scripts (entry first) from its own `data-scripts` and adds them as the shell had
 * them, once the first paint is on screen: the browser's first-contentful-paint entry, which
 * comes when that frame is presented (a frame's requestAnimationFrame comes before it is even
 * drawn), or, where there is no paint timing, the task after the first frame. A page that has
 * not painted after SAFETY_MS starts anyway. Fixed text, so its CSP hash is the same for every
 * page.
 */
const LOADER = `(() => {
  const [entry, ...chunks] = JSON.parse(document.currentScript.dataset.scripts);
  const add = (element) => {
    element.crossOrigin = '';
    document.head.append(element);
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of chunks) add(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
    add(Object.assign(document.createElement('script'), { type: 'module', src: entry }));
  };
  if (document.visibilityState === 'hidden' || 'signedIn' in document.documentElement.dataset) return start();
  setTimeout(start, ${SAFETY_MS});
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return requestAnimationFrame(() => setTimeout(start));
  new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) start();
  }).observe({ type: 'paint', buffered: true });
})();`;

/**
 * `html` with its module script and modulepreloads (the shell's and any hints') replaced by the
 * loader, where the module script was. Unchanged unless it has exactly one module script.
 */
export function bootAfterPaint(html: string): string {
  const entries = [...html.matchAll(ENTRY)];
  if (entries.length !== 1) return html;
  const scripts = [
    entries[0]![1]!,
    ...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!),
  ];
  const loader = `<script data-scripts="${escapeHtml(JSON.stringify(scripts))}">${LOADER}</script>\n    `;
  return html.replace(ENTRY, () => loader).replace(MODULE_PRELOAD, '');
}
