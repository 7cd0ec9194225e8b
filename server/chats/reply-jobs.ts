import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { nextOpenReply } from '../db/queries/messages.ts';
import { chats, type MessageRow } from '../db/schema.ts';
import type { ReplyEngine } from '../engines/reply/reply-engine.ts';
import { timeBoxed } from '../time-box.ts';
import { watchReply } from '../observability/reply-watch.ts';
import { currentContext, jobContext, withContext } from '../observability/request-context.ts';
import { presentOneSteered } from './alternatives.ts';
import { nextTurn, YIELD_EVERY_MS } from './loop-turns.ts';
import { failReply, finishReply } from './reply-finish.ts';
import { replyRequest } from './reply-request.ts';
import { ForegroundWork } from './reply-first.ts';
import type { ReplyHub } from './reply-hub.ts';
import {
  chatsHandedOver,
  claimReply,
  closeReply,
  failIfAbandoned,
  INTERRUPTED_BY_RESTART,
  releaseOpenReplies,
  releaseReply,
  renewLease,
  saveProgress,
  type Lease,
} from './reply-states.ts';

/** How often growing text reaches the database. */
const SAVE_EVERY_MS = 250;
/**
 * How long a writer's hold on a reply lasts unless renewed (every save renews it, and a timer
 * every third of it while no text comes): a writer that died is known as such this long after.
 */
export const LEASE_MS = 10_000;

type Live = { text: string; controller: AbortController; finished: Promise<void> };

/**
 * Why a writer stopped, other than the user's stop (a plain abort): shutdown hands its reply
 * over; a writer that lost its hold (the reply was settled or taken meanwhile) leaves the row to
 * whoever has it now.
 */
const HAND_OVER = Symbol('hand over');
const LOST = Symbol('lost');

/**
 * Replies are written by jobs in this process, independent of any HTTP connection: a client
 * that disconnects (or never follows) changes nothing, the reply is finished and stored. Per
 * chat the open replies are written one after another in message order, so in a group each
 * avatar sees the replies before its own. Text is saved as it grows (throttled, and always at
 * the end) so a reload or another process sees it; followers get each chunk through the hub.
 */
export class ReplyJobs {
  private readonly running = new Map<string, Promise<void>>();
  /** Chats to run again once their job ends, with the request that asked (its log context). */
  private readonly again = new Map<string, ReturnType<typeof currentContext>>();
  private readonly live = new Map<string, Live>();
  /** Chats with replies left open by shutdown: handed over at its end. */
  private readonly leftOpen = new Set<string>();
  /** Shutdown began: no new chats start. */
  private closing = false;
  /** This process, as the owner of the leases on the replies it writes. */
  readonly owner = randomUUID();
  /** Replies on their way to their first words: background work waits for them (reply-first.ts). */
  readonly foreground = new ForegroundWork();
  /** Told of every reply that ends (memory learns from the exchange, off the reply's path). */
  onSettled: ((reply: MessageRow) => void) | undefined;
  /** Its grace period is over: running chats write no further reply. */
  private cutting = false;
  /** Replies handed over mid-way at the end of the grace period. */
  private cutOff = 0;

  constructor(
    private readonly db: Db,
    private readonly engine: ReplyEngine,
    private readonly hub: ReplyHub,
    private readonly log: (message: string, error?: unknown) => void,
    /**
     * A reply with words but no writer here, quiet this long, lost its writer (a crash): it
     * is settled as interrupted instead of waiting forever. With several processes on one
     * PostgreSQL a younger one may still be written by another process.
     */
    private readonly orphanAfterMs = 60_000,
    private readonly leaseMs = LEASE_MS,
  ) {
    // A stop asked on another process, for a reply written here.
    hub.onStopRequest((replyId) => void this.stop(replyId));
    // Replies another process handed over as it shut down: continued here unless this one is
    // shutting down too (the claim decides which process continues each).
    hub.onHandOver((chatId) => this.closing || this.kick(chatId));
  }

  /**
   * Make sure the chat's open replies are being written. `created`: a send's `writeNow` (the
   * reply it just stored to be written now), so its job starts on it without looking it up and
   * claiming it: two statements fewer before its first word.
   */
  kick(chatId: string, created?: MessageRow): void {
    if (this.closing) {
      this.leftOpen.add(chatId);
      return;
    }
    if (this.running.has(chatId)) {
      this.again.set(chatId, currentContext());
      return;
    }
    const run = withContext(jobContext(), () => this.drain(chatId, created))
      .catch((error: unknown) => this.log(`Reply jobs of chat ${chatId} failed`, error))
      .finally(() => {
        this.running.delete(chatId);
        const asked = this.again.get(chatId);
        if (this.again.delete(chatId)) withContext(asked, () => this.kick(chatId));
      });
    this.running.set(chatId, run);
  }

  /** For /metrics: replies being written, and jobs started or queued but not writing yet. */
  counts = () => ({
    writing: this.live.size,
    waiting: Math.max(0, this.running.size - this.live.size) + this.again.size,
  });

  /** A hold on a reply from now, for this process (a send or regenerate stores it at once). */
  lease(): Lease {
    return { owner: this.owner, until: new Date(Date.now() + this.leaseMs) };
  }

  /** The text written so far, while this process writes the reply. */
  liveText(replyId: string): string | undefined {
    return this.live.get(replyId)?.text;
  }

  /** Stops a reply this process is writing; resolves once it is stored. false: not writing it. */
  async stop(replyId: string): Promise<boolean> {
    const live = this.live.get(replyId);
    if (!live) return false;
    live.controller.abort();
    await live.finished;
    return true;
  }

  /** Resolves when no chat has replies being written (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.all(this.running.values());
  }

  /**
   * Continues the replies handed over and not yet taken: by processes that shut down, or by
   * this one's last run. Resolves with the number of chats it started on.
   */
  async takeOver(): Promise<number> {
    if (this.closing) return 0;
    const chatIds = await chatsHandedOver(this.db);
    for (const chatId of chatIds) this.kick(chatId);
    return chatIds.length;
  }

  /**
   * Graceful shutdown (a deploy): start no new chat, let the chats being written finish their
   * open replies for up to `graceMs`, then hand over the rest. A reply cut short stores exactly
   * the text its followers were shown, and every open reply of those chats is released, for
   * another process to continue at once (or this one's next start): no reply fails and nothing
   * is refunded because of a shutdown. Resolves with the number of replies handed over.
   */
  async shutdown(graceMs: number): Promise<number> {
    this.closing = true;
    await timeBoxed(this.idle(), graceMs, undefined);
    this.cutting = true;
    for (const live of this.live.values()) live.controller.abort(HAND_OVER);
    await this.idle();
    let handedOver = this.cutOff;
    for (const chatId of this.leftOpen) {
      handedOver += await releaseOpenReplies(this.db, chatId, this.owner);
    }
    await this.hub.handOver(this.leftOpen);
    this.leftOpen.clear();
    return handedOver;
  }

  private async drain(chatId: string, created?: MessageRow): Promise<void> {
    let previous: string | undefined;
    for (let reply = created ?? (await nextOpenReply(this.db, chatId)); reply;) {
      if (this.cutting) {
        this.leftOpen.add(chatId);
        return;
      }
      // Still open after its run: another process is writing it (or the database is in
      // trouble). Stop rather than spin; it is settled by its writer or as an orphan.
      if (reply.id === previous) return;
      previous = reply.id;
      await this.write(reply.id, reply === created ? created : undefined);
      reply = await nextOpenReply(this.db, chatId);
    }
  }

  /** `claimed`: the reply is this job's already (just created for it), no claim needed. */
  private async write(replyId: string, claimed?: MessageRow): Promise<void> {
    const controller = new AbortController();
    // Until its first words are out (a turn after they come); opened before the first await.
    const firstWords = this.foreground.begin();
    const watch = watchReply({ replyId, chatId: claimed?.chatId });
    let settle = () => {};
    const live: Live = { text: '', controller, finished: new Promise((r) => (settle = r)) };
    // Registered before the claim, so a stop never falls between the claim and the writing.
    this.live.set(replyId, live);
    let final: MessageRow | undefined;
    let claimedRow: MessageRow | undefined;
    // While no text comes to save (a slow provider), the lease is renewed all the same; a
    // renewal refused means the reply was settled meanwhile: this writer stops.
    const renewal = setInterval(() => {
      renewLease(this.db, replyId, this.lease()).then(
        (held) => held || controller.abort(LOST),
        (error: unknown) => this.log(`Renewing the lease of reply ${replyId} failed`, error),
      );
    }, this.leaseMs / 3);
    try {
      // The send's answer (its first event) leaves before this reply's work begins.
      await nextTurn();
      // A reply the send just stored holds this process's lease already.
      const reply = claimed ?? (await claimReply(this.db, replyId, this.lease()));
      if (!reply) {
        // Another writer holds it (then this changes nothing), or it has words and its writer
        // died (a crash): keep the words, end it, refund.
        const idleSince = new Date(Date.now() - this.orphanAfterMs);
        final = await failIfAbandoned(this.db, replyId, { idleSince }, INTERRUPTED_BY_RESTART);
        return;
      }
      claimedRow = reply;
      watch.begin();
      // A reply handed over goes on from its text: it is the start of every follower's.
      live.text = reply.text;
      const request = await replyRequest(
        this.db,
        reply,
        controller.signal,
        this.engine.historyTokens,
      );
      let saved = Date.now();
      let yielded = 0;
      for await (const chunk of this.engine.generate(request)) {
        if (controller.signal.aborted) break;
        if (!chunk) continue;
        if (live.text.length === reply.text.length) setImmediate(firstWords);
        watch.chunk();
        live.text += chunk;
        this.hub.publish(replyId, { type: 'delta', text: chunk, end: live.text.length });
        if (Date.now() - yielded >= YIELD_EVERY_MS) {
          await nextTurn();
          yielded = Date.now();
        }
        if (Date.now() - saved >= SAVE_EVERY_MS) {
          saved = Date.now();
          if (!(await saveProgress(this.db, replyId, live.text, this.lease()))) {
            controller.abort(LOST);
          }
        }
      }
      if (controller.signal.aborted)
        final = await this.cutShort(replyId, live.text, controller.signal);
      else final = await finishReply(this.db, reply, live.text);
    } catch (error) {
      final = controller.signal.aborted
        ? await this.cutShort(replyId, live.text, controller.signal)
        : await failReply(this.db, replyId, live.text, error, claimedRow, this.log);
    } finally {
      firstWords();
      clearInterval(renewal);
      this.live.delete(replyId);
      watch.end(final, controller.signal.reason === HAND_OVER);
      if (final) await this.publishDone(final);
      if (final) this.onSettled?.(final);
      settle();
    }
  }

  /**
   * Stopped by the user (STOPPED, with what was written), handed over by shutdown (no final
   * row: its next writer ends it), or no longer this writer's (nothing to do).
   */
  private async cutShort(replyId: string, text: string, signal: AbortSignal) {
    if (signal.reason === LOST) return undefined;
    if (signal.reason !== HAND_OVER) return closeReply(this.db, replyId, 'STOPPED', text);
    if (await releaseReply(this.db, replyId, text, this.lease())) this.cutOff += 1;
    return undefined;
  }

  private async publishDone(final: MessageRow): Promise<void> {
    const [chat] = await this.db
      .select({ chatHash: chats.chatHash })
      .from(chats)
      .where(eq(chats.id, final.chatId));
    this.hub.publish(final.id, {
      type: 'done',
      // With its versions: the client flips between them without asking again.
      message: await presentOneSteered(this.db, final, chat?.chatHash ?? ''),
    });
  }
}
