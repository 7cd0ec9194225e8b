import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openChat, send, session } from '../testing/chat-helpers.ts';
import { setBalance } from '../testing/ledger-helpers.ts';
import { scriptedEngine } from '../testing/scripted-engine.ts';
import { useTestApp } from '../testing/test-app.ts';
import { rawRows } from './raw-rows.ts';
import { memoryIdle } from './memory-test-helpers.ts';

const { engine } = scriptedEngine();
const t = useTestApp({}, { replies: engine });

describe('memory jobs', () => {
  // A request's row used to be written twice when idle() awaited it (a drizzle query runs
  // again on each then()): the second write came after the run and left a job nobody ran,
  // so on PostgreSQL about one exchange in ten was never learned from.
  it('every exchange is learned from once idle: no job is left behind', async () => {
    const me = await session(t, 'user@angels.local');
    await setBalance(t.database.db, me.id, 500);
    for (let angel = 1; angel <= 30; angel++) {
      const { chatHash } = await openChat(t, me, [angel]);
      await send(t, me, chatHash, { text: `My cat is called Tom${angel}.` });
      await memoryIdle(t);
      const left = await rawRows<{ kind: string }>(
        t.database.db,
        sql`select kind from memory_jobs`,
      );
      expect(left, `exchange ${angel}`).toEqual([]);
    }
  });
});
