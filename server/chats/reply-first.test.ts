import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { behind } from '../db/queries/behind.ts';
import { rawRows } from '../memory/raw-rows.ts';
import { openChat, send, session } from '../testing/chat-helpers.ts';
import { setBalance } from '../testing/ledger-helpers.ts';
import { scriptedEngine } from '../testing/scripted-engine.ts';
import { useTestApp } from '../testing/test-app.ts';
import { ForegroundWork, MAX_SPAN_MS } from './reply-first.ts';

const { engine } = scriptedEngine();
const t = useTestApp({}, { replies: engine });
/** On PostgreSQL statements run side by side on a pool: nothing waits (db/queries/behind.ts). */
const onPostgres = Boolean(process.env.DATABASE_URL);

/** Whether `promise` settles within a few turns of the event loop. */
async function settles(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 5));
  return done;
}

describe('foreground work', () => {
  afterEach(() => vi.useRealTimers());

  it('is quiet once every span is closed, closing twice counting once', async () => {
    const work = new ForegroundWork();
    await work.quiet();
    const first = work.begin();
    const second = work.begin();
    const quiet = work.quiet();
    first();
    first();
    expect(work.active).toBe(1);
    expect(await settles(quiet)).toBe(false);
    second();
    expect(await settles(quiet)).toBe(true);
  });

  it('closes a span left open after MAX_SPAN_MS: background work is never held for long', async () => {
    vi.useFakeTimers();
    const work = new ForegroundWork();
    work.begin();
    const quiet = work.quiet();
    vi.advanceTimersByTime(MAX_SPAN_MS);
    await quiet;
    expect(work.active).toBe(0);
  });

  it('waits MAX_SPAN_MS at most while spans keep overlapping (a flood of sends)', async () => {
    vi.useFakeTimers();
    const work = new ForegroundWork();
    let close = work.begin();
    const quiet = work.quiet();
    let settled = false;
    void quiet.then(() => (settled = true));
    // A new span opens before the last closes, every second: the work is never quiet.
    for (let waited = 0; waited < MAX_SPAN_MS - 1_000; waited += 1_000) {
      const next = work.begin();
      close();
      close = next;
      await vi.advanceTimersByTimeAsync(1_000);
      expect(work.active).toBe(1);
    }
    expect(settled).toBe(false);
    expect(work.waiters).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(settled).toBe(true);
    expect(work.active).toBe(1);
    // Gone from the list once it stopped waiting: a flood that never pauses does not grow it.
    expect(work.waiters).toBe(0);
  });

  it.runIf(onPostgres)('on PostgreSQL the background handle is the database itself', () => {
    expect(behind(t.database.db, () => new Promise(() => {}))).toBe(t.database.db);
  });

  it.skipIf(onPostgres)(
    "a background handle's statements and transactions wait for the foreground",
    async () => {
      const work = new ForegroundWork();
      const background = behind(t.database.db, () => work.quiet());
      const close = work.begin();
      const statement = Promise.resolve(background.execute(sql`select 1 as one`));
      const transaction = background.transaction((tx) => tx.execute(sql`select 2 as two`));
      // The foreground's own statements pass meanwhile.
      await t.database.db.execute(sql`select 3 as three`);
      expect(await settles(statement)).toBe(false);
      expect(await settles(transaction)).toBe(false);
      close();
      expect(await settles(statement)).toBe(true);
      expect(await settles(transaction)).toBe(true);
    },
  );

  it.skipIf(onPostgres)(
    "memory's work after an exchange waits while a send is on its way to its first words",
    async () => {
      const me = await session(t, 'user@angels.local');
      await setBalance(t.database.db, me.id, 500);
      const { chatHash } = await openChat(t, me, [3]);
      await send(t, me, chatHash, { text: 'My sister is called Ann.' });
      await t.app.replyJobs.idle();
      await t.app.memoryJobs.idle();
      const jobs = () =>
        rawRows<{ kind: string }>(t.database.db, sql`select kind from memory_jobs`);
      const close = t.app.replyJobs.foreground.begin();
      const [chat] = await rawRows<{ id: string }>(
        t.database.db,
        sql`select id from chats where chat_hash = ${chatHash}`,
      );
      const requested = t.app.memoryJobs.request(chat!.id);
      expect(await settles(requested)).toBe(false);
      expect(await jobs()).toEqual([]);
      close();
      await requested;
      await t.app.memoryJobs.idle();
      // Run and done: nothing left behind.
      expect(await jobs()).toEqual([]);
    },
  );
});
