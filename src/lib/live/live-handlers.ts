import type { LiveEvent } from '@contract/moderation';

type Handler<T extends LiveEvent['type']> = (event: Extract<LiveEvent, { type: T }>) => void;

const handlers = new Map<LiveEvent['type'], Set<(event: LiveEvent) => void>>();

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
  for (const handler of handlers.get(event.type) ?? []) handler(event);
}
