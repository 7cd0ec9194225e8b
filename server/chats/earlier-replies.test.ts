import { describe, expect, it } from 'vitest';
import { findChatByHash } from '../db/queries/chats.ts';
import { historyBefore } from '../db/queries/messages.ts';
import { messages } from '../db/schema.ts';
import { composeReply } from '../engines/reply/persona-engine.ts';
import { openChat, session } from '../testing/chat-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';
import { EARLIER_REPLIES, earlierReplies } from './earlier-replies.ts';
import { replyRequest } from './reply-request.ts';

const LENGTH = 10_000;
const signal = new AbortController().signal;

/** Milliseconds of `runs` calls, sorted: the figures are printed, never asserted (machine). */
async function timings(runs: number, work: () => Promise<unknown> | unknown): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    out.push(performance.now() - start);
  }
  return out.sort((a, b) => a - b);
}
const p = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
const show = (sorted: number[]) =>
  `p50 ${p(sorted, 0.5).toFixed(2)} ms, p99 ${p(sorted, 0.99).toFixed(2)} ms`;

describe('earlier replies in a 10,000-message chat', () => {
  const t = useTestApp();

  it('the built-in engine gets the newest written replies, at most EARLIER_REPLIES; a model gets none', async () => {
    const me = await session(t, 'user@angels.local');
    const found = await findChatByHash(t.database.db, (await openChat(t, me, [30])).chatHash);
    const chatId = found!.chat.id;
    const { db } = t.database;
    for (let from = 0; from < LENGTH; from += 1000) {
      await db.insert(messages).values(
        Array.from({ length: 1000 }, (_, k) => {
          const n = from + k;
          return {
            id: crypto.randomUUID(),
            chatId,
            avatarId: n % 2 ? 30 : null,
            text: `Message ${n} of a long chat, with a few more words to read.`,
            // One reply in fifty failed: its words were never the Angel's.
            status:
              n % 2
                ? n % 100 === 1
                  ? ('FAILED' as const)
                  : ('COMPLETE' as const)
                : ('SENT' as const),
          };
        }),
      );
    }
    const [reply] = await db
      .insert(messages)
      .values({ id: crypto.randomUUID(), chatId, avatarId: 30, text: '', status: 'QUEUED' })
      .returning();

    const request = await replyRequest(db, reply!, signal);
    const earlier = request.earlier ?? [];
    expect(earlier).toHaveLength(EARLIER_REPLIES);
    expect(earlier[0]!.text).toContain(`Message ${LENGTH - 1} `);
    expect(earlier.every((r) => r.avatarId === 30)).toBe(true);
    const numbers = earlier.map((r) => Number(/Message (\d+)/.exec(r.text)![1]));
    expect(numbers.every((n) => n % 100 !== 1)).toBe(true);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    // A model reads its history by prompt budget: no record added to its request.
    expect((await replyRequest(db, reply!, signal, 4000)).earlier).toBeUndefined();

    // The added cost, printed for the report (not asserted: it depends on the machine).
    const withRecord = await timings(40, () => replyRequest(db, reply!, signal));
    const alone = await timings(40, () => earlierReplies(db, chatId, reply!.seq));
    const window = await timings(40, () => historyBefore(db, chatId, reply!.seq, 20));
    const composed = await timings(40, () =>
      composeReply({ ...request, seed: String(Math.random()) }),
    );
    const bare = await timings(40, () =>
      composeReply({ ...request, earlier: undefined, seed: String(Math.random()) }),
    );
    console.log(
      `10,000 messages: replyRequest with the record ${show(withRecord)}; the record's read alone ${show(alone)}, the 20-message window's ${show(window)}; composeReply with ${EARLIER_REPLIES} earlier ${show(composed)}, without ${show(bare)}`,
    );
  }, 60_000);
});
