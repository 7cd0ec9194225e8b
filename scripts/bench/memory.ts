import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { MEMORY_LIMITS } from '../../server/contract/memory-constants.ts';
import type { Db } from '../../server/db/client.ts';
import { openAndPrepare } from '../../server/db/open.ts';
import { avatars } from '../../server/db/tables/avatars.ts';
import { chats, messages } from '../../server/db/tables/chats.ts';
import { memoryFacts } from '../../server/db/tables/memory.ts';
import { users } from '../../server/db/tables/users.ts';
import { recallMemory, recallStatement } from '../../server/memory/recall.ts';
import { rawRows } from '../../server/memory/raw-rows.ts';
import { percentile } from './stats.ts';

type Row = (figure: string, value: string, budget: string, within: boolean) => void;

const MESSAGES = 10_000;
const FACTS = 1_000;
const RECALLS = 1_000;
// A vocabulary of 3,000 words: like real facts, each message's words match only a few of them.
const word = (n: number) => `topic${(n % 3000).toString(36)}`;
const pick = (i: number, n: number) => word(i * 7 + n * 1013);

/**
 * `npm run bench -- memory`: a reply's recall (memory/recall.ts, one statement) in a
 * 10,000-message chat whose Angel keeps 1,000 facts about the user, among other users' and
 * Angels' facts, on the embedded database (or DATABASE_URL's PostgreSQL). Prints p50/p99 and
 * the statement's EXPLAIN ANALYZE.
 */
export async function reportMemory(row: Row) {
  const database = await openAndPrepare(
    { databaseUrl: process.env.DATABASE_URL || null, dataDir: null, seed: true, llm: null },
    () => {},
  );
  try {
    console.info(`Memory recall, ${MESSAGES} messages, ${FACTS} facts (${database.kind}):`);
    const at = await seed(database.db);
    for (let i = 0; i < 50; i++) await recallMemory(database.db, at);
    const times: number[] = [];
    // The embedded database runs in this process: its CPU time is the recall's own work, what
    // the wall time is on a machine that is not shared (a busy one adds its waits to the wall).
    const cpu: number[] = [];
    for (let i = 0; i < RECALLS; i++) {
      const start = performance.now();
      const used = process.cpuUsage();
      await recallMemory(database.db, at);
      const spent = process.cpuUsage(used);
      times.push(performance.now() - start);
      cpu.push((spent.user + spent.system) / 1000);
    }
    const p99 = percentile(times, 99);
    row('memory recall p50', `${percentile(times, 50).toFixed(2)} ms`, '(reported)', true);
    row('memory recall p99', `${p99.toFixed(2)} ms`, '< 20 ms', p99 < 20);
    if (database.kind === 'pglite') {
      const cpu99 = percentile(cpu, 99);
      row('memory recall CPU p99', `${cpu99.toFixed(2)} ms`, '< 20 ms', cpu99 < 20);
    }
    const plan = await rawRows<Record<string, string>>(
      database.db,
      sql`explain (analyze, costs off, timing off, summary on) ${recallStatement(at)}`,
    );
    console.info(plan.map((line) => Object.values(line)[0]).join('\n'));
  } finally {
    await database.close();
  }
}

/** A chat of MESSAGES messages and FACTS facts for its Angel; others' facts around them. */
async function seed(db: Db) {
  const [user] = await db.select().from(users).where(eq(users.email, 'user@angels.local'));
  const angels = await db.select({ id: avatars.id }).from(avatars).limit(6);
  const [angel, ...others] = angels;
  const [chat] = await db
    .insert(chats)
    .values({ chatHash: randomUUID(), userId: user!.id, type: 'GROUP' })
    .returning();
  const ids: string[] = [];
  for (let start = 0; start < MESSAGES; start += 1000) {
    const batch = Array.from({ length: 1000 }, (_, k) => {
      const i = start + k;
      const id = randomUUID();
      ids.push(id);
      return {
        id,
        chatId: chat!.id,
        avatarId: i % 2 ? angel!.id : null,
        text: `Today I thought about ${pick(i, 1)} and ${pick(i, 2)}, then ${pick(i, 3)}.`,
        status: i % 2 ? ('COMPLETE' as const) : ('SENT' as const),
      };
    });
    await db.insert(messages).values(batch);
  }
  const owners = [angel!, ...others];
  for (const [n, owner] of owners.entries()) {
    const rows = Array.from({ length: FACTS }, (_, i) => ({
      userId: user!.id,
      avatarId: owner.id,
      kind: 'other' as const,
      author: 'learned' as const,
      pinned: n === 0 && i < 5,
      text: `Fact ${i}: my ${pick(i, 4)} likes ${pick(i, 5)} and ${pick(i, 6)} near the ${pick(i, 7)}`,
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await db.insert(memoryFacts).values(rows.slice(start, start + 500));
    }
  }
  await db.execute(sql`analyze`);
  const [last] = await db
    .select({ seq: messages.seq })
    .from(messages)
    .where(eq(messages.id, ids.at(-1)!));
  console.info(`  seeded; recall returns up to ${MEMORY_LIMITS.recalled} unpinned facts`);
  return { chatId: chat!.id, avatarId: angel!.id, replyId: ids.at(-1)!, seq: last!.seq + 1 };
}
