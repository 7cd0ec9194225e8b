import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { timeBoxed } from '../time-box.ts';
import { learnChat } from './learn.ts';
import type { Llm } from './model-call.ts';
import { rawRows } from './raw-rows.ts';
import { summariseChat } from './summarise.ts';

type Kind = 'learn' | 'summarise';
/** `requested_at` as the database's text: exact to the microsecond when compared back. */
type Claimed = { id: number; kind: Kind; chat_id: string; requested_at: string; attempts: number };

/** Tries per job: then it is dropped (and logged); the next exchange asks again. */
const ATTEMPTS = 3;

/**
 * Memory work after each exchange — learning facts, the story so far — off the reply's path.
 * Jobs are rows (memory_jobs, one per kind and chat), so every process on the database sees
 * them; a process takes one by a lease (FOR UPDATE SKIP LOCKED: one process does each), and a
 * request that comes while it runs moves the row's `requested_at`, so the run's end leaves it
 * for the next run instead of losing it. A process that dies leaves its lease to run out.
 */
export class MemoryJobs {
  readonly owner = randomUUID();
  private running: Promise<void> | null = null;
  /** Requests still writing their row: idle() waits for them too, or it could miss the job. */
  private readonly requesting = new Set<Promise<unknown>>();
  private again = false;
  private closing = false;

  constructor(
    private readonly db: Db,
    /** The model for extraction and summaries; null: the rules and extractive summaries. */
    private readonly llm: Llm | null,
    private readonly log: (message: string, error?: unknown) => void,
    /** Longer than a job can take: two model calls within their timeout, and a margin. */
    private readonly leaseMs = 2 * (llm?.timeoutMs ?? 0) + 30_000,
  ) {}

  /** A chat had an exchange: learn from it and bring its summary up to date, soon. */
  async request(chatId: string): Promise<void> {
    // A promise of its own: a drizzle query is a thenable that runs again on each then(), so
    // idle() awaiting it would write the row a second time, after the run it set off.
    const writing = Promise.resolve(
      this.db.execute(sql`
      insert into memory_jobs (kind, chat_id) values ('learn', ${chatId}), ('summarise', ${chatId})
      on conflict (kind, chat_id) do update set requested_at = clock_timestamp()`),
    );
    this.requesting.add(writing);
    try {
      await writing;
    } finally {
      this.requesting.delete(writing);
    }
    this.kick();
  }

  /** Runs the jobs due (its own and those left by other processes) until none is left. */
  kick(): void {
    if (this.closing) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.log('Memory jobs failed', error))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves when this process runs no memory job (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running || this.requesting.size > 0) {
      await Promise.allSettled([...this.requesting]);
      if (this.running) await this.running;
    }
  }

  /**
   * Shutdown: take no new job, and give the one running `graceMs` to finish; one cut short is
   * done again by whichever process finds its lease run out.
   */
  async shutdown(graceMs: number): Promise<void> {
    this.closing = true;
    await timeBoxed(this.idle(), graceMs, undefined);
  }

  private async drain(): Promise<void> {
    for (let job = await this.claim(); job && !this.closing; job = await this.claim()) {
      await this.run(job);
    }
  }

  private async claim(): Promise<Claimed | undefined> {
    const [job] = await rawRows<Claimed>(
      this.db,
      sql`
      update memory_jobs set lease_owner = ${this.owner},
        lease_until = now() + ${`${this.leaseMs} milliseconds`}::interval, attempts = attempts + 1
      where id = (
        select id from memory_jobs where lease_until is null or lease_until < now()
        order by requested_at limit 1 for update skip locked)
      returning id, kind, chat_id, requested_at::text as requested_at, attempts`,
    );
    return job;
  }

  private async run(job: Claimed): Promise<void> {
    try {
      if (job.kind === 'learn') await learnChat(this.db, job.chat_id, this.llm);
      else await summariseChat(this.db, job.chat_id, this.llm);
    } catch (error) {
      this.log(`Memory job ${job.kind} of chat ${job.chat_id} failed (try ${job.attempts})`, error);
      if (job.attempts < ATTEMPTS) {
        // Tried again once its lease runs out (by whichever process looks first).
        return;
      }
    }
    // Done (or given up): gone, unless it was asked for again meanwhile; then free to run.
    await this.db.execute(sql`
      with gone as (
        delete from memory_jobs
        where id = ${job.id} and lease_owner = ${this.owner} and requested_at = ${job.requested_at}::timestamptz
        returning id)
      update memory_jobs set lease_owner = null, lease_until = null, attempts = 0
      where id = ${job.id} and lease_owner = ${this.owner} and not exists (select 1 from gone)`);
  }
}
