import type { LiveEvent } from '../contract/moderation.ts';

/**
 * Who an event is for: one user (every tab of theirs), or every agent (the queue).
 * Authorization happens when the client refetches; an event only says where to look.
 */
export type LiveTopic = `user:${string}` | 'agents';

type Listener = (event: LiveEvent) => void;

/**
 * Fans live hints out to the event streams (GET /api/events) open in this process. With
 * several API processes, publish becomes a Postgres NOTIFY carrying the same topic and event,
 * and each process LISTENs and calls deliver(); subscribers do not change.
 */
export class LiveEvents {
  private readonly listeners = new Map<LiveTopic, Set<Listener>>();

  subscribe(topics: LiveTopic[], listener: Listener): () => void {
    for (const topic of topics) {
      let set = this.listeners.get(topic);
      if (!set) this.listeners.set(topic, (set = new Set()));
      set.add(listener);
    }
    return () => {
      for (const topic of topics) {
        const set = this.listeners.get(topic);
        set?.delete(listener);
        if (set?.size === 0) this.listeners.delete(topic);
      }
    };
  }

  publish(topic: LiveTopic, event: LiveEvent): void {
    this.deliver(topic, event);
  }

  /** Hands an event to this process's subscribers of the topic. */
  deliver(topic: LiveTopic, event: LiveEvent): void {
    for (const listener of this.listeners.get(topic) ?? []) listener(event);
  }

  /** Open subscriptions, for tests that check streams clean up. */
  get size(): number {
    return this.listeners.size;
  }
}

export const userTopic = (userId: string): LiveTopic => `user:${userId}`;
