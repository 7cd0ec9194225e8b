/**
 * Keeps the last screen (record.ts) while someone is logged in: the conversation list and the
 * last conversation, copied (copy.ts) when they have settled — at most once a second while they
 * change, in idle time — and when the page is hidden or left, so the copy is the screen the
 * person last saw. Started with the session's runtime (a lazy chunk: no first load carries it);
 * a logout, a deleted account or a lost session clears it.
 */
import { sessionStore } from '@/lib/auth/session-store';
import { copyScreen } from './copy';
import { clearLastScreen, saveLastScreen, type ScreenCopy } from './record';

const SETTLE_MS = 1000;
const PAINTED_OR_DIALOG =
  ':scope > [data-last-screen], :scope > [data-first-paint], dialog[open], [role="dialog"], [role="alertdialog"]';

/** What a path's screen must show before it is worth keeping; null: a screen not kept. */
export function screenOf(path: string): { ready: string; chatHash?: string } | null {
  if (path === '/chat') return { ready: 'ul[aria-label="Your conversations"] > li' };
  const chat = /^\/chat\/(?:group\/)?([^/]+)$/.exec(path);
  if (!chat) return null;
  return { ready: '[role="region"] ol > li', chatHash: decodeURIComponent(chat[1]!) };
}

/** Copies the screen now if it is one that is kept and has settled; whether it was kept. */
export function keepScreenNow(root: Element | null = document.getElementById('root')): boolean {
  const user = sessionStore.getSnapshot().user;
  const path = location.pathname;
  const screen = screenOf(path);
  if (!user || !root || !screen || !root.querySelector(screen.ready)) return false;
  // A first paint still waiting for the app (this very copy, painted again), a dialog over the
  // page, or a conversation without its composer: not the screen to come back to.
  if (root.querySelector(PAINTED_OR_DIALOG)) return false;
  if (screen.chatHash !== undefined && !root.querySelector('form textarea')) return false;
  const nodes = copyScreen(root);
  if (!nodes) return false;
  const copy: ScreenCopy = { nodes };
  // composer-draft's key (its test reads what index.html writes under it).
  if (screen.chatHash !== undefined) copy.draft = `${user.id}:${screen.chatHash}`;
  return saveLastScreen(user.id, path, copy);
}

let started = false;

/** Once per page (the session runtime's start). */
export function keepLastScreen(): void {
  const root = document.getElementById('root');
  if (started || !root) return;
  started = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const idle = (run: () => void) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(run, { timeout: SETTLE_MS })
      : setTimeout(run, 0);
  const schedule = () => {
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      idle(() => keepScreenNow(root));
    }, SETTLE_MS);
  };
  new MutationObserver(schedule).observe(root, {
    childList: true,
    subtree: true,
    characterData: true,
  });
  addEventListener('pagehide', () => keepScreenNow(root));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') keepScreenNow(root);
  });
  sessionStore.subscribe(() => {
    if (!sessionStore.getSnapshot().user) clearLastScreen();
  });
  schedule();
}
