import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { PushPayload } from '../contract/push.ts';
import type { Db } from '../db/client.ts';
import { avatars, pushSubscriptions } from '../db/schema.ts';
import type { ImageEngine } from '../engines/image/image-engine.ts';
import { avatarImageUrl } from '../angels/portrait-url.ts';
import { rawRows } from '../memory/raw-rows.ts';
import {
  currentPushWorker,
  registerPushWorker,
  type PushWorker,
  type StoredPayload,
} from './notify.ts';
import { recordPushDelivery } from '../observability/metrics.ts';
import { sendPush } from './push-send.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** Tries per notification (the first and four retries, the wait doubling): then it is dropped. */
export const PUSH_ATTEMPTS = 5;
/** Longer than one POST can take (its timeout) with a margin: a dead sender's lease runs out. */
const LEASE_MS = 30_000;
/** Work left by another process (or one that died) is looked for this often. */
const POLL_MS = 15_000;
/** The longest wait between tries, whatever Retry-After says. */
const MAX_WAIT_MS = 60 * 60 * 1000;

type Claimed = {
  id: number;
  version: number;
  attempts: number;
  payload: StoredPayload;
  subscription_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
};

export type PushJobsDeps = {
  db: Db;
  /** null: notifications are off (a shared database without VAPID keys). */
  vapid: VapidKeys | null;
  images: ImageEngine;
  domainName: string;
  retryBaseMs: number;
  log: (message: string, error?: unknown) => void;
};

/** /metrics counts each try: sent, gone (404/410), or failed (retried or dropped). */
const METRIC_OUTCOME = { sent: 'sent', gone: 'gone', retry: 'failed', refused: 'failed' } as const;

/**
 * Sends queued notifications (push_deliveries), like the memory jobs: rows every process sees,
 * each taken by a lease (FOR UPDATE SKIP LOCKED), so one process sends each; a sender that dies
 * leaves its lease to run out. A failure worth retrying (429, 5xx, no answer) waits
 * retryBaseMs × 2^(tries-1), or the service's Retry-After; a subscription the service no longer
 * knows (404, 410) is removed with whatever waited for it.
 */
export class PushJobs {
  readonly owner = randomUUID();
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly pending = new Set<Promise<unknown>>();
  private poll: NodeJS.Timeout | undefined;
  private wake: NodeJS.Timeout | undefined;
  private readonly registration: PushWorker;

  constructor(private readonly deps: PushJobsDeps) {
    this.registration = {
      kick: () => this.kick(),
      track: (work) => {
        this.pending.add(work);
        void work.finally(() => this.pending.delete(work));
      },
      log: deps.log,
    };
    registerPushWorker(deps.db, this.registration);
    if (deps.vapid) {
      this.poll = setInterval(() => this.kick(), POLL_MS);
      this.poll.unref();
    }
  }

  get enabled(): boolean {
    return this.deps.vapid !== null;
  }

  /** Sends what is due (its own and what other processes left) until nothing due is left. */
  kick(): void {
    // Another app took over this database in this process (tests build one per file): its
    // sender sends; this one would sign with other keys.
    if (currentPushWorker(this.deps.db) !== this.registration) void this.stop();
    if (this.stopped || !this.deps.vapid) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.deps.log('Push deliveries failed', error))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves when nothing is being queued or sent here (tests, shutdown). Retries wait on. */
  async idle(): Promise<void> {
    while (this.running || this.pending.size > 0) {
      await Promise.allSettled([...this.pending]);
      if (this.running) await this.running;
    }
  }

  /** No new sends; the one running finishes (shutdown, a test file's end). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.poll);
    clearTimeout(this.wake);
    await this.idle();
  }

  private async drain(): Promise<void> {
    for (let job = await this.claim(); job && !this.stopped; job = await this.claim()) {
      await this.run(job);
    }
    await this.wakeForNext();
  }

  /** A retry is due before the next poll: wake for it. */
  private async wakeForNext(): Promise<void> {
    const [next] = await rawRows<{ ms: number | string | null }>(
      this.deps.db,
      sql`select extract(epoch from (min(due_at) - now())) * 1000 as ms from push_deliveries
          where lease_until is null or lease_until < now()`,
    );
    if (next?.ms === null || next?.ms === undefined || this.stopped) return;
    const ms = Math.max(0, Number(next.ms));
    if (ms >= POLL_MS) return;
    clearTimeout(this.wake);
    this.wake = setTimeout(() => this.kick(), ms + 5);
    this.wake.unref();
  }

  private async claim(): Promise<Claimed | undefined> {
    const [job] = await rawRows<Claimed>(
      this.deps.db,
      sql`
      with taken as (
        update push_deliveries set lease_owner = ${this.owner},
          lease_until = now() + ${`${LEASE_MS} milliseconds`}::interval, attempts = attempts + 1
        where id = (
          select id from push_deliveries
          where due_at <= now() and (lease_until is null or lease_until < now())
          order by due_at limit 1 for update skip locked)
        returning id, version, attempts, payload, subscription_id)
      select taken.*, s.endpoint, s.p256dh, s.auth
      from taken join push_subscriptions s on s.id = taken.subscription_id`,
    );
    return job;
  }

  /** The payload as the device gets it: the app's name, the portrait's URL of the moment. */
  private async payloadOf(stored: StoredPayload): Promise<PushPayload> {
    const [avatar] =
      stored.avatarId === null
        ? []
        : await this.deps.db
            .select({
              id: avatars.id,
              portrait: avatars.portrait,
              visibility: avatars.visibility,
              source: avatars.source,
            })
            .from(avatars)
            .where(eq(avatars.id, stored.avatarId));
    const notice = stored.kind === 'account';
    return {
      tag: stored.tag,
      title: stored.title ?? this.deps.domainName,
      body: notice ? 'There is news about your account from the care team.' : stored.body,
      icon: avatar ? avatarImageUrl(avatar, this.deps.images) : null,
      url: stored.url,
      chatHash: stored.chatHash,
    };
  }

  private async run(job: Claimed): Promise<void> {
    const { db, vapid, log } = this.deps;
    if (!vapid) return;
    const outcome = await sendPush(job, await this.payloadOf(job.payload), vapid);
    recordPushDelivery(METRIC_OUTCOME[outcome.kind]);
    const mine = sql`id = ${job.id} and lease_owner = ${this.owner}`;
    if (outcome.kind === 'gone') {
      // The browser dropped it (unsubscribed, cleared, uninstalled): nothing reaches it again.
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, job.subscription_id));
      return;
    }
    if (outcome.kind === 'sent') {
      await db
        .update(pushSubscriptions)
        .set({ lastDeliveredAt: new Date() })
        .where(eq(pushSubscriptions.id, job.subscription_id));
    }
    const retry = outcome.kind === 'retry' && job.attempts < PUSH_ATTEMPTS;
    if (outcome.kind === 'refused' || (outcome.kind === 'retry' && !retry)) {
      log(
        `Push to subscription ${job.subscription_id} dropped after ${job.attempts} tries (${JSON.stringify(outcome)})`,
      );
    }
    if (retry) {
      const wait = Math.min(
        MAX_WAIT_MS,
        outcome.retryAfterMs ?? this.deps.retryBaseMs * 2 ** (job.attempts - 1),
      );
      await db.execute(sql`
        update push_deliveries set lease_owner = null, lease_until = null,
          due_at = now() + ${`${Math.round(wait)} milliseconds`}::interval
        where ${mine}`);
      return;
    }
    // Done (sent or given up): gone, unless a newer notification for the chat replaced it
    // meanwhile; that one is sent next, from its first try.
    await db.execute(sql`
      with gone as (delete from push_deliveries where ${mine} and version = ${job.version} returning id)
      update push_deliveries set lease_owner = null, lease_until = null, attempts = 0
      where ${mine} and not exists (select 1 from gone)`);
  }
}
