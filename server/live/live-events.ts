import type { LiveEvent } from '../contract/moderation.ts';
import { ProcessChannel, type Notifications } from './process-channel.ts';

/**
 * Who an event is for: one user (every tab of theirs), or every agent (the queue).
 * Authorization happens when the client refetches; an event only says where to look.
 */
export type LiveTopic = `user:${string}` | 'agents';

type Listener = (event: LiveEvent) => void;

/**
 * Fans live hints out to the event streams (GET /api/events). With several processes on one
 * PostgreSQL (`notifications`), each hint also goes to the others on one channel, so a tab
 * connected to any process hears it (a suspension, an agent's reply, a new case).
 */
export class LiveEvents {
  private readonly listeners = new Map<LiveTopic, Set<Listener>>();
  private readonly channel: ProcessChannel<{ topic: LiveTopic; event: LiveEvent }>;
  /** Resolves once this process hears the others (at once without notifications). */
  readonly listening: Promise<void>;

  constructor(notifications?: Notifications) {
    this.channel = new ProcessChannel(notifications, 'angels_live', ({ topic, event }) =>
      this.deliver(topic, event),
    );
    this.listening = this.channel.listening;
  }

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
    this.channel.send({ topic, event });
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
