import { describe, expect, it } from 'vitest';
import type { Message } from '../contract/chats.ts';
import type { Notifications } from '../live/process-channel.ts';
import { ReplyHub, type ReplyEvent } from './reply-hub.ts';

/** One channel between hubs in this test, as PostgreSQL's LISTEN/NOTIFY is between processes. */
function channel() {
  const listeners: Array<(payload: string) => void> = [];
  const sent: string[] = [];
  const notifications: Notifications = {
    listen: async (_channel, onPayload) => void listeners.push(onPayload),
    notify: async (_channel, payload) => {
      sent.push(payload);
      for (const listener of listeners) listener(payload);
    },
  };
  return { notifications, sent };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const done = { type: 'done', message: { id: 'r1' } as Message } as const;

describe('ReplyHub across processes', () => {
  it('hands another process’s deltas to its followers in order and keeps their whole text', async () => {
    const { notifications } = channel();
    const writer = new ReplyHub(notifications);
    const follower = new ReplyHub(notifications);
    await Promise.all([writer.listening, follower.listening]);
    const seen: ReplyEvent[] = [];
    follower.subscribe('r1', (event) => seen.push(event));
    const own: ReplyEvent[] = [];
    writer.subscribe('r1', (event) => own.push(event));

    writer.publish('r1', { type: 'delta', text: 'Hello ', end: 6 });
    writer.publish('r1', { type: 'delta', text: 'there', end: 11 });
    await settle();
    expect(seen).toEqual([
      { type: 'delta', text: 'Hello ', end: 6 },
      { type: 'delta', text: 'there', end: 11 },
    ]);
    expect(follower.remoteText('r1')).toBe('Hello there');
    // The writer's own followers got them once, from itself, not back from the channel.
    expect(own).toHaveLength(2);
    expect(writer.remoteText('r1')).toBeUndefined();

    writer.publish('r1', done);
    await settle();
    expect(seen.at(-1)).toEqual({ type: 'settled' });
    expect(follower.remoteText('r1')).toBeUndefined();
  });

  it('forgets the other’s text of a reply it takes over and writes itself', async () => {
    const { notifications } = channel();
    const leaving = new ReplyHub(notifications);
    const taking = new ReplyHub(notifications);
    leaving.publish('r1', { type: 'delta', text: 'Hello ', end: 6 });
    await settle();
    expect(taking.remoteText('r1')).toBe('Hello ');
    taking.publish('r1', { type: 'delta', text: 'there', end: 11 });
    taking.publish('r1', done);
    // Its followers read its own job's text while it writes, and the stored row after.
    expect(taking.remoteText('r1')).toBeUndefined();
  });

  it('keeps no text for a reply it did not see from its first word, or that lost a piece', async () => {
    const { notifications } = channel();
    const writer = new ReplyHub(notifications);
    const follower = new ReplyHub(notifications);
    writer.publish('late', { type: 'delta', text: 'middle', end: 20 });
    writer.publish('gap', { type: 'delta', text: 'one ', end: 4 });
    writer.publish('gap', { type: 'delta', text: 'three', end: 14 });
    await settle();
    expect(follower.remoteText('late')).toBeUndefined();
    expect(follower.remoteText('gap')).toBeUndefined();
  });

  it('sends a delta too long for NOTIFY as a wake-up without its text', async () => {
    const { notifications, sent } = channel();
    const writer = new ReplyHub(notifications);
    const follower = new ReplyHub(notifications);
    writer.publish('long', { type: 'delta', text: 'x'.repeat(8000), end: 8000 });
    await settle();
    expect(sent.every((payload) => payload.length < 8000)).toBe(true);
    expect(follower.remoteText('long')).toBeUndefined();
  });

  it('takes a stop to the process writing the reply, and resolves once it has ended there', async () => {
    const { notifications } = channel();
    const writer = new ReplyHub(notifications);
    const asker = new ReplyHub(notifications);
    const asked: string[] = [];
    // The writer's jobs stop the reply and publish its end, as ReplyJobs does.
    writer.onStopRequest((replyId) => {
      asked.push(replyId);
      writer.publish(replyId, done);
    });
    expect(await asker.stopElsewhere('r1')).toBe(true);
    expect(asked).toEqual(['r1']);
    // Alone (the embedded database), there is nobody to ask.
    expect(await new ReplyHub().stopElsewhere('r1')).toBe(false);
  });
});
