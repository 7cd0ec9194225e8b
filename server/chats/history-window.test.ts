import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { findChatByHash } from '../db/queries/chats.ts';
import { inSeqOrder } from '../db/queries/messages.ts';
import { messages } from '../db/schema.ts';
import { countTokens, MESSAGE_OVERHEAD_TOKENS } from '../engines/reply/prompt/tokens.ts';
import { openChat, session } from '../testing/chat-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';
import { HISTORY_MAX_ROWS, historyWindow } from './history-window.ts';

const t = useTestApp();

/** The window as a reply reads it, and how many statements read it. */
async function read(db: Db, chatId: string, tokens: number) {
  let reads = 0;
  const window = await inSeqOrder(db, (tx) => {
    const select = tx.select.bind(tx);
    const counted = Object.assign(Object.create(tx) as Db, {
      select: ((...args: Parameters<Db['select']>) => {
        reads += 1;
        return select(...args);
      }) as Db['select'],
    });
    return historyWindow(counted, chatId, 1_000_000_000, tokens);
  });
  return { window, reads };
}

/** Turns of the newest `n` rows' worth of tokens, as the window counts them. */
const tokensOf = (turns: { text: string }[]) =>
  turns.reduce((sum, turn) => sum + countTokens(turn.text) + MESSAGE_OVERHEAD_TOKENS, 0);

describe('the history window', () => {
  it('reaches the budget in one read once the chat was read before, and never gives less', async () => {
    const me = await session(t, 'user@angels.local');
    const found = await findChatByHash(t.database.db, (await openChat(t, me, [31])).chatHash);
    const chatId = found!.chat.id;
    const { db } = t.database;
    const add = async (from: number, count: number) => {
      await db.insert(messages).values(
        Array.from({ length: count }, (_, k) => ({
          id: crypto.randomUUID(),
          chatId,
          avatarId: (from + k) % 2 === 0 ? null : 31,
          // Lengths that vary: the rows a budget needs change as the chat grows.
          text: `Line ${from + k}: ${'word '.repeat(((from + k) * 7) % 23)}`.trim(),
          status: (from + k) % 2 === 0 ? ('SENT' as const) : ('COMPLETE' as const),
        })),
      );
    };
    await add(0, 1200);
    const budget = 3000;

    const first = await read(db, chatId, budget);
    expect(tokensOf(first.window)).toBeGreaterThanOrEqual(budget);
    expect(first.reads).toBeGreaterThan(1);

    for (let round = 0; round < 5; round++) {
      await add(1200 + round * 2, 2);
      const { window, reads } = await read(db, chatId, budget);
      expect(reads, `round ${round}`).toBe(1);
      // What a builder takes newest-first is there: the window reaches the budget.
      expect(tokensOf(window)).toBeGreaterThanOrEqual(budget);
      expect(window.at(-1)?.text).toMatch(new RegExp(`^Line ${1200 + round * 2 + 1}:`));
    }

    // A budget larger than the last one still gets all it needs, with more reads.
    const larger = await read(db, chatId, budget * 4);
    expect(tokensOf(larger.window)).toBeGreaterThanOrEqual(budget * 4);
    expect(larger.reads).toBeGreaterThan(1);

    // Bounded: a budget beyond the chat reads at most HISTORY_MAX_ROWS rows.
    expect((await read(db, chatId, 10_000_000)).window.length).toBe(HISTORY_MAX_ROWS);
  });
});
