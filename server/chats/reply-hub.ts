import type { Message } from '../contract/chats.ts';
import { ProcessChannel, type Notifications } from '../live/process-channel.ts';

/**
 * `end`: the reply's length after this delta (the SSE event id). `settled`: the reply ended on
 * another process; its final row is in the database.
 */
export type ReplyEvent =
  | { type: 'delta'; text: string; end: number }
  | { type: 'done'; message: Message }
  | { type: 'settled' };

type Listener = (event: ReplyEvent) => void;

/** One channel for every reply: payloads name the reply, so no LISTEN per follower. */
const CHANNEL = 'angels_replies';
/** Replies whose text is followed from other processes at once; the oldest give way. */
const MAX_REMOTE = 10_000;

/**
 * On the channel: r = reply, e = end, t = text (left out when too long for a notification);
 * d = the reply ended; s = a stop asked for it (for the process writing it). h = a chat whose
 * open replies a process that shut down handed over (for the others to continue).
 */
type Wire = { r?: string; e?: number; t?: string; d?: 1; s?: 1; h?: string };

/** How long a stop asked of another process may take before the reply counts as orphaned. */
const STOP_ELSEWHERE_MS = 2000;

/**
 * Fans a reply's progress out to the SSE connections following it. Jobs and listeners meet
 * here rather than through the database, so a delta reaches the screen at once.
 *
 * With several processes on one PostgreSQL (`notifications`), each delta is also sent on one
 * channel with its text, in order, and each process hands the others' deltas to its own
 * followers, keeping the text of replies it has seen from their first word (`remoteText`): a
 * follower that joins mid-reply, or misses a delta, takes it from there, as it takes a local
 * job's live text. A reply that ends elsewhere arrives as `settled` (its row is final). Where
 * a process has not seen a reply from its start, the follower reads the stored row instead. A
 * stop goes the same way to the process writing the reply, which stores what it has written.
 */
export class ReplyHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly remote = new Map<string, string>();
  private readonly channel: ProcessChannel<Wire>;
  private stopHandler: (replyId: string) => void = () => {};
  private handOverHandler: (chatId: string) => void = () => {};
  /** Resolves once this process hears the others (at once without notifications). */
  readonly listening: Promise<void>;

  constructor(notifications?: Notifications) {
    this.channel = new ProcessChannel(notifications, CHANNEL, (wire) => this.receive(wire));
    this.listening = this.channel.listening;
  }

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
    // Written here now (taken over from a process that shut down): what this process kept of
    // the other's text is behind, and a follower reading it after the end would wait forever.
    this.remote.delete(replyId);
    this.deliver(replyId, event);
    if (event.type === 'settled') return;
    if (event.type === 'done') return this.channel.send({ r: replyId, d: 1 });
    // A delta too long for a notification goes as a wake-up, without its text.
    const wire = { r: replyId, e: event.end, t: event.text };
    this.channel.send(wire, () => ({ r: replyId, e: event.end }));
  }

  /** Where this process writes replies (ReplyJobs): stops asked on other processes land here. */
  onStopRequest(handler: (replyId: string) => void): void {
    this.stopHandler = handler;
  }

  /** Where this process writes replies: chats handed over by another process land here. */
  onHandOver(handler: (chatId: string) => void): void {
    this.handOverHandler = handler;
  }

  /**
   * Tells the other processes that this one handed over the open replies of these chats;
   * resolves once the news is out (a process shutting down closes its connection next).
   */
  handOver(chatIds: Iterable<string>): Promise<void> {
    for (const chatId of chatIds) this.channel.send({ h: chatId });
    return this.channel.flushed();
  }

  /**
   * Asks the process writing the reply to stop it, and resolves true once it has ended there
   * (its row is then final), or false without other processes or when none ends it in time.
   */
  stopElsewhere(replyId: string): Promise<boolean> {
    if (!this.channel.shared) return Promise.resolve(false);
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish(false), STOP_ELSEWHERE_MS);
      const unsubscribe = this.subscribe(replyId, (event) => {
        if (event.type !== 'delta') finish(true);
      });
      const finish = (ended: boolean) => {
        clearTimeout(timer);
        unsubscribe();
        resolve(ended);
      };
      this.channel.send({ r: replyId, s: 1 });
    });
  }

  /** The text of a reply written on another process, when this one has seen all of it. */
  remoteText(replyId: string): string | undefined {
    return this.remote.get(replyId);
  }

  /** Open subscriptions, for tests that check followers clean up. */
  get size(): number {
    return this.listeners.size;
  }

  private deliver(replyId: string, event: ReplyEvent): void {
    for (const listener of this.listeners.get(replyId) ?? []) listener(event);
  }

  private receive(wire: Wire): void {
    if (typeof wire.h === 'string') return this.handOverHandler(wire.h);
    if (typeof wire.r !== 'string') return;
    if (wire.s) return this.stopHandler(wire.r);
    if (wire.d) {
      this.remote.delete(wire.r);
      return this.deliver(wire.r, { type: 'settled' });
    }
    if (typeof wire.e !== 'number' || typeof wire.t !== 'string') {
      // A delta too long to carry: this process no longer has the whole text.
      this.remote.delete(wire.r);
      return;
    }
    const start = wire.e - wire.t.length;
    const known = this.remote.get(wire.r) ?? (start === 0 ? '' : undefined);
    if (known !== undefined && known.length === start) {
      this.remote.delete(wire.r);
      this.remote.set(wire.r, known + wire.t);
      if (this.remote.size > MAX_REMOTE) this.remote.delete(this.remote.keys().next().value!);
    } else {
      this.remote.delete(wire.r);
    }
    this.deliver(wire.r, { type: 'delta', text: wire.t, end: wire.e });
  }
}
