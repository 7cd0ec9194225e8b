import type { LiveEvent } from '@contract/moderation';

type Handler<T extends LiveEvent['type']> = (event: Extract<LiveEvent, { type: T }>) => void;

const handlers = new Map<LiveEvent['type'], Set<(event: LiveEvent) => void>>();
const reconnectHandlers = new Set<() => void>();

/** One feature's failing handler must not keep the hint from the others. */
function safely(run: () => void): void {
  try {
    run();
  } catch (error) {
    console.error('Live hint handler failed', error);
  }
}

/**
 * Features react to live hints from the server (a chat changed, the account's standing
 * changed, the moderation queue changed) without knowing how they arrive: they register
 * here, and the live connection dispatches. Returns the unsubscribe.
 */
export function onLiveEvent<T extends LiveEvent['type']>(type: T, handler: Handler<T>): () => void {
  let set = handlers.get(type);
  if (!set) handlers.set(type, (set = new Set()));
  const wrapped = handler as (event: LiveEvent) => void;
  set.add(wrapped);
  return () => set.delete(wrapped);
}

/** Called by the live connection for every event it receives (and by tests). */
export function dispatchLiveEvent(event: LiveEvent): void {
  for (const handler of handlers.get(event.type) ?? []) safely(() => handler(event));
}

/**
 * The connection was broken and is back (or another tab took it over): hints may have been
 * missed meanwhile, so features re-read what they show (the admin queue, an open chat).
 * Returns the unsubscribe.
 */
export function onLiveReconnect(handler: () => void): () => void {
  reconnectHandlers.add(handler);
  return () => reconnectHandlers.delete(handler);
}

/** Reconnects closer together than this are answered once, at the end of the interval. */
export const RECONNECT_MIN_INTERVAL_MS = 10_000;

let lastReconnectAt = -Infinity;
let pendingReconnect: ReturnType<typeof setTimeout> | undefined;

function runReconnect(): void {
  pendingReconnect = undefined;
  lastReconnectAt = Date.now();
  dispatchLiveEvent({ type: 'account' });
  for (const handler of reconnectHandlers) safely(handler);
}

/**
 * Called by the live connection after a reconnect; an account hint goes with it. Each one
 * makes every tab re-read the user record, the open chats and the lists, so a connection that
 * keeps dropping is answered at most once per RECONNECT_MIN_INTERVAL_MS: a reconnect within
 * the interval is deferred to its end (not dropped: what it might have missed is still read).
 */
export function dispatchLiveReconnect(): void {
  if (pendingReconnect !== undefined) return;
  const wait = lastReconnectAt + RECONNECT_MIN_INTERVAL_MS - Date.now();
  if (wait <= 0) runReconnect();
  else pendingReconnect = setTimeout(runReconnect, wait);
}
