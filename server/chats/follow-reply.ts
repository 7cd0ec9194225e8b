import type { SSEStreamingApi } from 'hono/streaming';
import type { Message } from '../contract/chats.ts';
import type { Db } from '../db/client.ts';
import { findMessage } from '../db/queries/messages.ts';
import type { MessageRow } from '../db/schema.ts';
import { logError } from '../observability/logger.ts';
import { presentOneSteered } from './alternatives.ts';
import type { ReplyEvent, ReplyHub } from './reply-hub.ts';
import type { ReplyJobs } from './reply-jobs.ts';

export type FollowOptions = {
  db: Db;
  hub: ReplyHub;
  jobs: ReplyJobs;
  replyId: string;
  chatHash: string;
  /** Characters the client already has (Last-Event-ID). */
  from: number;
  heartbeatMs: number;
  /** Longest time without reply progress before the stream ends (the client reconnects). */
  maxIdleMs: number;
  /** How often a quiet stream re-reads the stored reply (a job elsewhere, a missed event). */
  pollMs: number;
  /**
   * Runs before `done` is written (the owner's chat is marked read there): a client that hears
   * `done` finds its chat read, and needs no request of its own to mark it.
   */
  onDone: (message: Message) => Promise<void>;
  /** Written first, once the reply's events are being listened to (the send's result). */
  opening?: () => Promise<void>;
  /**
   * The reply as this request just stored it (a send's, whose job was started just before
   * this subscription and cannot have written yet): the first catch-up need not read it back.
   */
  stored?: MessageRow;
};

/**
 * The SSE protocol of one reply. Every delta carries `id` = the reply's length after it, and
 * only text past what the client has (`sent`) is written, so a reconnect with Last-Event-ID
 * continues exactly where the last one stopped: no gap, no repeat. Events from the hub are
 * wake-ups with a fast path; the source of truth is the job's live text (this process's, or
 * another's as the hub has seen it), else the stored row.
 */
export async function followReply(stream: SSEStreamingApi, o: FollowOptions): Promise<void> {
  let sent = o.from;
  let lastWrite = Date.now();
  let lastProgress = lastWrite;
  const queue: ReplyEvent[] = [];
  let wake = () => {};
  const unsubscribe = o.hub.subscribe(o.replyId, (event) => {
    queue.push(event);
    wake();
  });
  stream.onAbort(() => wake());

  /** The text so far of a reply being written: by this process, or seen whole from another. */
  const liveText = () => o.jobs.liveText(o.replyId) ?? o.hub.remoteText(o.replyId);
  const write = async (text: string, end: number) => {
    const start = end - text.length;
    if (end <= sent) return;
    if (start > sent) {
      // Something fell between (e.g. an event before we subscribed): take the live text.
      const live = liveText();
      if (live === undefined || live.length <= sent) return;
      return write(live, live.length);
    }
    await stream.writeSSE({
      event: 'delta',
      id: String(end),
      data: JSON.stringify({ text: text.slice(sent - start) }),
    });
    sent = end;
    lastWrite = Date.now();
    lastProgress = lastWrite;
  };
  const finish = async (message: Message) => {
    await write(message.text, message.text.length);
    // Marking the chat read is not worth withholding the reply's end for: a failure is logged.
    await o
      .onDone(message)
      .catch((error: unknown) => logError('Marking a chat read failed', error));
    await stream.writeSSE({ event: 'done', data: JSON.stringify(message) });
  };
  /** Catches up from the live or stored text; true once the reply is finished and sent. */
  let stored = o.stored;
  const catchUp = async (): Promise<boolean> => {
    const live = liveText();
    if (live !== undefined) return (await write(live, live.length), false);
    const row = stored ?? (await findMessage(o.db, o.replyId));
    stored = undefined;
    if (!row) return true;
    if (row.status === 'QUEUED' || row.status === 'STREAMING') {
      return (await write(row.text, row.text.length), false);
    }
    // With its versions, as its writer's 'done' gives it: a late follower must not lose them.
    return (await finish(await presentOneSteered(o.db, row, o.chatHash)), true);
  };
  const rest = (ms: number) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(true), ms);
      wake = () => (clearTimeout(timer), resolve(false));
    });

  try {
    await o.opening?.();
    if (await catchUp()) return;
    while (!stream.aborted && !stream.closed) {
      const event = queue.shift();
      if (event?.type === 'done') return await finish(event.message);
      // Ended on another process: its row is final.
      if (event?.type === 'settled') {
        if (await catchUp()) return;
        continue;
      }
      if (event) {
        await write(event.text, event.end);
        continue;
      }
      if (!(await rest(o.pollMs))) continue;
      if (await catchUp()) return;
      // Bounded: a stuck reply must not hold a connection (and a proxy's slot) forever.
      if (Date.now() - lastProgress >= o.maxIdleMs) return;
      if (Date.now() - lastWrite >= o.heartbeatMs) {
        // A comment: proxies and the browser see traffic, clients ignore it.
        await stream.write(': keep-alive\n\n');
        lastWrite = Date.now();
      }
    }
  } finally {
    wake = () => {};
    unsubscribe();
  }
}
