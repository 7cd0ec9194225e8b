/**
 * Angels who write first: every server process runs this scheduler, and each chat due is
 * handled by one process only: a pass claims the rows whose check is due with a lease (one
 * conditional UPDATE … FOR UPDATE SKIP LOCKED, as memory jobs do), asks the rules cheapest
 * first (rules.ts: the clock, then the chat, then the money), and only then stores the
 * message and hands it to the reply jobs, whose model writes it. A process that dies leaves
 * its lease to run out. Time comes from `now` so tests need not wait.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ReplyJobs } from '../chats/reply-jobs.ts';
import type { Db } from '../db/client.ts';
import { userTopic, type LiveEvents } from '../live/live-events.ts';
import { rawRows } from '../memory/raw-rows.ts';
import { chatFacts, moneyFacts } from './facts.ts';
import {
  chatVerdict,
  localTime,
  moneyVerdict,
  timeVerdict,
  wakingDay,
  type ChatPlan,
  type Verdict,
} from './rules.ts';
import { writeFirst } from './write-first.ts';

type Claimed = {
  chat_id: string;
  user_id: string;
  per_day: number;
  wake_start: number;
  wake_end: number;
  waking_day: string | null;
  day_count: number;
  last_message_id: string | null;
  time_zone: string;
};

export type SchedulerOptions = {
  now?: () => Date;
  /** A chat is left alone this long after its last message (rules.ts chatVerdict). */
  quietMinutes: number;
  /** Longer than one chat's checks and its transaction take. */
  leaseMs?: number;
  /** Chats claimed per statement. */
  batch?: number;
};

/** After a failure, or once a message went out (it waits for an answer first): looked at again then. */
const RETRY_MS = 5 * 60_000;
const AFTER_SENDING_MS = 30 * 60_000;

export class WritesFirstScheduler {
  readonly owner = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | null = null;
  private readonly now: () => Date;
  private readonly leaseMs: number;
  private readonly batch: number;

  constructor(
    private readonly db: Db,
    private readonly jobs: Pick<ReplyJobs, 'kick'>,
    private readonly live: Pick<LiveEvents, 'publish'>,
    private readonly log: (message: string, error?: unknown) => void,
    private readonly options: SchedulerOptions,
  ) {
    this.now = options.now ?? (() => new Date());
    this.leaseMs = options.leaseMs ?? 60_000;
    this.batch = options.batch ?? 50;
  }

  /** Runs a pass every `intervalMs` (never two at once in this process) until stop(). */
  start(intervalMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.tick().catch((error: unknown) => this.log('Writes-first pass failed', error));
    }, intervalMs);
    this.timer.unref();
  }

  /** No further pass; resolves once the one running ends. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** One pass over every chat due at `now`: resolves with the messages it wrote. */
  tick(now: Date = this.now()): Promise<number> {
    this.running ??= this.pass(now).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async pass(now: Date): Promise<number> {
    let written = 0;
    for (;;) {
      const rows = await this.claim(now);
      for (const row of rows) {
        try {
          if (await this.handle(row, now)) written += 1;
        } catch (error) {
          this.log(`Writes-first check of chat ${row.chat_id} failed`, error);
          await this.release(row.chat_id, new Date(now.getTime() + RETRY_MS));
        }
      }
      if (rows.length < this.batch) return written;
    }
  }

  private claim(now: Date): Promise<Claimed[]> {
    const at = now.toISOString();
    return rawRows<Claimed>(
      this.db,
      sql`
      update proactive_chats pc set lease_owner = ${this.owner},
        lease_until = ${at}::timestamptz + ${`${this.leaseMs} milliseconds`}::interval
      from proactive_prefs pp
      where pp.user_id = pc.user_id and pc.chat_id in (
        select due.chat_id from proactive_chats due
        join proactive_prefs zone on zone.user_id = due.user_id and zone.time_zone is not null
        where due.enabled and due.next_check_at <= ${at}::timestamptz
          and (due.lease_until is null or due.lease_until < ${at}::timestamptz)
        order by due.next_check_at limit ${this.batch} for update of due skip locked)
      returning pc.chat_id, pc.user_id, pc.per_day, pc.wake_start, pc.wake_end, pc.waking_day,
        pc.day_count, pc.last_message_id, pp.time_zone`,
    );
  }

  private async release(chatId: string, retryAt: Date): Promise<void> {
    await this.db.execute(sql`
      update proactive_chats set next_check_at = ${retryAt.toISOString()}::timestamptz,
        lease_owner = null, lease_until = null
      where chat_id = ${chatId} and lease_owner = ${this.owner}`);
  }

  /** true: a message was stored and handed to the reply jobs. */
  private async handle(row: Claimed, now: Date): Promise<boolean> {
    const zone = row.time_zone;
    const plan: ChatPlan = {
      perDay: row.per_day,
      wake: { start: row.wake_start, end: row.wake_end },
      wakingDay: row.waking_day,
      dayCount: row.day_count,
    };
    const local = localTime(now, zone);
    const notDue = async (verdict: Verdict) => {
      if (verdict.due) return false;
      await this.release(row.chat_id, verdict.retryAt);
      return true;
    };
    if (await notDue(timeVerdict(now, zone, plan))) return false;
    const chat = await chatFacts(this.db, row.chat_id, row.last_message_id);
    if (await notDue(chatVerdict(now, chat, this.options.quietMinutes))) return false;
    if (await notDue(moneyVerdict(now, await moneyFacts(this.db, row.user_id, local.date)))) {
      return false;
    }
    const written = await writeFirst(this.db, {
      chatId: row.chat_id,
      userId: row.user_id,
      owner: this.owner,
      now,
      localDay: local.date,
      wakingDay: wakingDay(local, plan.wake),
      nextCheckAt: new Date(now.getTime() + AFTER_SENDING_MS),
    });
    if (!written) {
      await this.release(row.chat_id, new Date(now.getTime() + RETRY_MS));
      return false;
    }
    this.jobs.kick(row.chat_id);
    // Open tabs read the chat again and follow the message as it is written.
    this.live.publish(userTopic(row.user_id), { type: 'chat', chatHash: written.chatHash });
    return true;
  }
}
