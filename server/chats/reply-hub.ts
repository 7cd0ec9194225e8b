import type { Message } from '../contract/chats.ts';

/** `end`: the reply's length after this delta (the SSE event id). */
export type ReplyEvent =
  { type: 'delta'; text: string; end: number } | { type: 'done'; message: Message };

type Listener = (event: ReplyEvent) => void;

/**
 * Fans a reply's progress out to the SSE connections following it, in this process. Jobs and
 * listeners meet here rather than through the database so a delta reaches the screen at once.
 * With several API processes, a follower may sit on another process than the job: publish
 * would become a Postgres NOTIFY on a channel per reply (LISTEN on the follower's side) with
 * the same events; the stream route's polling of the stored reply already covers the gap.
 */
export class ReplyHub {
  private readonly listeners = new Map<string, Set<Listener>>();

  subscribe(replyId: string, listener: Listener): () => void {
    let set = this.listeners.get(replyId);
    if (!set) this.listeners.set(replyId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(replyId) === set) this.listeners.delete(replyId);
    };
  }

  publish(replyId: string, event: ReplyEvent): void {
    for (const listener of this.listeners.get(replyId) ?? []) listener(event);
  }

  /** Open subscriptions, for tests that check followers clean up. */
  get size(): number {
    return this.listeners.size;
  }
}
