import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { historyBefore, nextOpenReply } from '../db/queries/messages.ts';
import {
  avatars,
  chatAvatars,
  chats,
  users,
  type AvatarRow,
  type MessageRow,
} from '../db/schema.ts';
import {
  ReplyEngineError,
  type ReplyEngine,
  type ReplyPersona,
  type ReplyRequest,
} from '../engines/reply/reply-engine.ts';
import { presentMessage } from './present.ts';
import type { ReplyHub } from './reply-hub.ts';
import { claimReply, closeReply, saveProgress } from './reply-states.ts';

/** How much conversation an engine sees, and how often growing text reaches the database. */
export const HISTORY_SIZE = 20;
const SAVE_EVERY_MS = 250;

type Live = { text: string; controller: AbortController; finished: Promise<void> };

/**
 * Replies are written by jobs in this process, independent of any HTTP connection: a client
 * that disconnects (or never follows) changes nothing, the reply is finished and stored. Per
 * chat the open replies are written one after another in message order, so in a group each
 * avatar sees the replies before its own. Text is saved as it grows (throttled, and always at
 * the end) so a reload or another process sees it; followers get each chunk through the hub.
 */
export class ReplyJobs {
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  private readonly live = new Map<string, Live>();

  constructor(
    private readonly db: Db,
    private readonly engine: ReplyEngine,
    private readonly hub: ReplyHub,
    private readonly log: (message: string, error?: unknown) => void,
  ) {}

  /** Make sure the chat's open replies are being written. */
  kick(chatId: string): void {
    if (this.running.has(chatId)) {
      this.again.add(chatId);
      return;
    }
    const run = this.drain(chatId)
      .catch((error: unknown) => this.log(`Reply jobs of chat ${chatId} failed`, error))
      .finally(() => {
        this.running.delete(chatId);
        if (this.again.delete(chatId)) this.kick(chatId);
      });
    this.running.set(chatId, run);
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

  private async drain(chatId: string): Promise<void> {
    let previous: string | undefined;
    for (let reply = await nextOpenReply(this.db, chatId); reply;) {
      // A reply that stays open after its run cannot be closed (database trouble): stop here
      // rather than spin; start-up recovery settles it.
      if (reply.id === previous) throw new Error(`Reply ${reply.id} stayed open after its run`);
      previous = reply.id;
      await this.write(reply.id);
      reply = await nextOpenReply(this.db, chatId);
    }
  }

  private async write(replyId: string): Promise<void> {
    const controller = new AbortController();
    let settle = () => {};
    const live: Live = { text: '', controller, finished: new Promise((r) => (settle = r)) };
    // Registered before the claim, so a stop never falls between the claim and the writing.
    this.live.set(replyId, live);
    let final: MessageRow | undefined;
    try {
      const reply = await claimReply(this.db, replyId);
      if (!reply) return;
      const request = await this.requestFor(reply, controller.signal);
      let saved = Date.now();
      for await (const chunk of this.engine.generate(request)) {
        if (controller.signal.aborted) break;
        if (!chunk) continue;
        live.text += chunk;
        this.hub.publish(replyId, { type: 'delta', text: chunk, end: live.text.length });
        if (Date.now() - saved >= SAVE_EVERY_MS) {
          saved = Date.now();
          if (!(await saveProgress(this.db, replyId, live.text))) controller.abort();
        }
      }
      if (controller.signal.aborted)
        final = await closeReply(this.db, replyId, 'STOPPED', live.text);
      else if (!live.text.trim()) throw new ReplyEngineError('The reply came back empty.');
      else final = await closeReply(this.db, replyId, 'COMPLETE', live.text);
    } catch (error) {
      final = controller.signal.aborted
        ? await closeReply(this.db, replyId, 'STOPPED', live.text)
        : await this.fail(replyId, live.text, error);
    } finally {
      this.live.delete(replyId);
      if (final) {
        const [chat] = await this.db
          .select({ chatHash: chats.chatHash })
          .from(chats)
          .where(eq(chats.id, final.chatId));
        this.hub.publish(replyId, {
          type: 'done',
          message: presentMessage(final, chat?.chatHash ?? ''),
        });
      }
      settle();
    }
  }

  private async fail(replyId: string, text: string, error: unknown) {
    const readable =
      error instanceof ReplyEngineError ? error.message : 'The reply could not be written.';
    if (!(error instanceof ReplyEngineError)) this.log(`Reply ${replyId} failed`, error);
    return closeReply(this.db, replyId, 'FAILED', text, `${readable} Your tokens were refunded.`);
  }

  private async requestFor(reply: MessageRow, signal: AbortSignal): Promise<ReplyRequest> {
    const seats = await this.db
      .select({ avatar: avatars })
      .from(chatAvatars)
      .innerJoin(avatars, eq(avatars.id, chatAvatars.avatarId))
      .where(eq(chatAvatars.chatId, reply.chatId))
      .orderBy(asc(chatAvatars.position));
    const [owner] = await this.db
      .select({ name: users.avatarName })
      .from(chats)
      .innerJoin(users, eq(users.id, chats.userId))
      .where(eq(chats.id, reply.chatId));
    const personas = seats.map(({ avatar }) => toPersona(avatar));
    const persona = personas.find((p) => p.id === reply.avatarId);
    if (!persona) throw new Error(`Reply ${reply.id} has no avatar of its chat`);
    const names = new Map(personas.map((p) => [p.id, p.name]));
    const history = await historyBefore(this.db, reply.chatId, reply.seq, HISTORY_SIZE);
    return {
      persona,
      others: personas.filter((p) => p.id !== persona.id),
      history: history.map((m) => ({
        avatarId: m.avatarId,
        name: m.avatarId === null ? (owner?.name ?? 'You') : (names.get(m.avatarId) ?? 'Someone'),
        text: m.text,
      })),
      // The claim moved updatedAt: a regenerated reply gets a new seed, hence new words.
      seed: `${reply.id}:${reply.updatedAt.getTime()}`,
      signal,
    };
  }
}

export function toPersona(row: AvatarRow): ReplyPersona {
  const { id, name, age, occupation, tagline, bio, personality, interests, greeting } = row;
  return { id, name, age, occupation, tagline, bio, personality, interests, greeting };
}
