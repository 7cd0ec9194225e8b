import type { SSEStreamingApi } from 'hono/streaming';
import { assertNotSuspended } from '../auth/suspension.ts';
import type { LiveEvent } from '../contract/moderation.ts';
import type { Db } from '../db/client.ts';
import { findUser } from '../db/queries/users.ts';
import type { LiveEvents, LiveTopic } from '../live/live-events.ts';

export type RelayOptions = {
  db: Db;
  live: LiveEvents;
  userId: string;
  topics: LiveTopic[];
  heartbeatMs: number;
};

const ACCOUNT: LiveEvent = { type: 'account' };

/**
 * Whether the stream may go on: the account still exists and is not suspended or closed, and
 * it is still an agent exactly when it gets the agents' topic (a changed role reconnects).
 */
async function stillAllowed(o: RelayOptions): Promise<boolean> {
  const user = await findUser(o.db, o.userId);
  if (!user) return false;
  try {
    assertNotSuspended(user);
  } catch {
    return false;
  }
  return user.groups.includes('AGENT') === o.topics.includes('agents');
}

/**
 * Relays the live hints of the caller's topics as `event: live` until the client goes away.
 * A hint only says where to look, so the queue keeps one copy of each pending hint: a slow
 * client cannot make it grow without bound. The account is re-read on every heartbeat and on
 * every account hint: once it may no longer call the API, the client gets an account hint and
 * the stream ends, so its next call (the refresh of the user record) meets the 403.
 */
export async function relayLiveEvents(sse: SSEStreamingApi, o: RelayOptions): Promise<void> {
  const queue = new Set<string>();
  let wake = () => {};
  const unsubscribe = o.live.subscribe(o.topics, (event) => {
    queue.add(JSON.stringify(event));
    wake();
  });
  sse.onAbort(() => wake());
  const rest = (ms: number) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(true), ms);
      wake = () => (clearTimeout(timer), resolve(false));
    });
  const send = (data: string) => sse.writeSSE({ event: 'live', data });

  try {
    // At once, so proxies pass the headers on and the client knows it is connected.
    await sse.write(': connected\n\n');
    while (!sse.aborted && !sse.closed) {
      const [next] = queue;
      if (next !== undefined) {
        queue.delete(next);
        await send(next);
        if (next === JSON.stringify(ACCOUNT) && !(await stillAllowed(o))) return;
        continue;
      }
      if (!(await rest(o.heartbeatMs))) continue;
      if (!(await stillAllowed(o))) return await send(JSON.stringify(ACCOUNT));
      // A comment: proxies and the browser see traffic, clients ignore it.
      await sse.write(': keep-alive\n\n');
    }
  } finally {
    wake = () => {};
    unsubscribe();
  }
}
