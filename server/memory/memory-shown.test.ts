import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { purgeDeleted } from '../chats/purge-deleted.ts';
import { replyResultSchema } from '../contract/chats.ts';
import type { FactPage } from '../contract/memory.ts';
import {
  DELETED_KEPT_HOURS,
  deletionResultSchema,
  rewindResultSchema,
} from '../contract/rewind.ts';
import { memoryFacts } from '../db/schema.ts';
import { post } from '../testing/auth-helpers.ts';
import { isOpening, page, openChat, send, session, type Session } from '../testing/chat-helpers.ts';
import { setBalance } from '../testing/ledger-helpers.ts';
import { scriptedEngine } from '../testing/scripted-engine.ts';
import { useTestApp } from '../testing/test-app.ts';
import { memoryCall, memoryIdle } from './memory-test-helpers.ts';

/**
 * Issue 29: what the Angel learned counts only while the words it came from are shown. Each
 * row steers a chat in which the user said two facts (one of them then pinned) and wrote one
 * fact themselves, and reads GET /api/memory after the step and after its undo.
 */
const { engine, script } = scriptedEngine();
const t = useTestApp({}, { replies: engine });
beforeEach(() => {
  Object.assign(script, { delayMs: 0, failAfter: null, words: ['How ', 'lovely.'] });
});

const CAT = 'My cat is called Tom';
const DOG = 'My dog is called Rex';
const OWN = 'I am allergic to peanuts';
const LEEDS = 'I live in Leeds';

type Chatted = { me: Session; angel: number; chatHash: string; said: string; reply: string };
const base = (c: Chatted) => `/api/chats/${c.chatHash}`;
const ok = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as unknown;
};
const act = async (c: Chatted, path: string, body: object = {}) =>
  ok(await post(t, `${base(c)}${path}`, body, c.me.token));
const remove = async (c: Chatted, id: string) =>
  deletionResultSchema.parse(
    await ok(
      await t.app.request(`${base(c)}/messages/${id}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${c.me.token}` },
      }),
    ),
  );
const undoDeletion = (c: Chatted, deletionId: string | null) =>
  act(c, `/deletions/${deletionId}/undo`);
const restore = (c: Chatted, branchId: string | null) => act(c, `/branches/${branchId}/restore`);
const regenerate = async (c: Chatted) => {
  const started = replyResultSchema.parse(await act(c, '/regenerate')).reply;
  await memoryIdle(t);
  return started;
};
const choose = (c: Chatted, alternative: number) =>
  act(c, `/messages/${c.reply}/choose`, { alternative });

async function remembered(c: Chatted): Promise<string[]> {
  await memoryIdle(t);
  const res = await memoryCall(t, c.me, 'GET', `/api/memory/${c.angel}?pageSize=100`);
  const facts = (await res.json()) as FactPage;
  expect(facts.total).toBe(facts.items.length);
  return facts.items.map((f) => f.text).sort();
}

/** A chat where the user said CAT and DOG (DOG then pinned) and wrote OWN themselves. */
async function chatted(angel: number): Promise<Chatted> {
  const me = await session(t, 'user@angels.local');
  await setBalance(t.database.db, me.id, 500);
  const { chatHash } = await openChat(t, me, [angel]);
  const sent = await send(t, me, chatHash, { text: `${CAT}. ${DOG}.` });
  await memoryIdle(t);
  const c = { me, angel, chatHash, said: sent.message.id, reply: sent.replies[0]!.id };
  const path = `/api/memory/${angel}`;
  const dog = ((await (await memoryCall(t, me, 'GET', path)).json()) as FactPage).items.find(
    (f) => f.text === DOG,
  );
  await memoryCall(t, me, 'PATCH', `${path}/facts/${dog?.id}`, { pinned: true });
  await memoryCall(t, me, 'POST', `${path}/facts`, { id: crypto.randomUUID(), text: OWN });
  expect(await remembered(c)).toEqual([CAT, DOG, OWN].sort());
  return c;
}

const opening = async (c: Chatted) =>
  (await page(t, c.me, c.chatHash, '?limit=200')).items.find(isOpening)!.id;

type Row = {
  step: string;
  /** Does it and answers how to undo it (null: nothing to undo). */
  run: (c: Chatted) => Promise<(() => Promise<unknown>) | null>;
  /** What the Angel remembers after the step. */
  after: string[];
};

const ALL = [CAT, DOG, OWN].sort();
const ROWS: Row[] = [
  {
    step: 'edit of the own message: the old words unlearned, the new ones learned',
    run: async (c) => {
      await act(c, `/messages/${c.said}/edit`, { text: `${LEEDS}.` });
      return null;
    },
    after: [DOG, LEEDS, OWN].sort(),
  },
  {
    // Facts are about the user, learned from the user's words only: a reply's words never
    // taught the Angel anything, so changing them changes nothing it knows.
    step: 'edit of the reply wording',
    run: async (c) => {
      await act(c, `/messages/${c.reply}/edit`, { text: 'What a lovely cat.' });
      return null;
    },
    after: ALL,
  },
  {
    step: 'regenerate, then choose the first version again',
    run: async (c) => {
      await regenerate(c);
      expect(await remembered(c)).toEqual(ALL);
      await choose(c, 0);
      return null;
    },
    after: ALL,
  },
  {
    step: 'rewind to the greeting, undone by restoring the branch',
    run: async (c) => {
      const { branchId } = rewindResultSchema.parse(
        await act(c, `/messages/${await opening(c)}/rewind`),
      );
      return () => restore(c, branchId);
    },
    after: [DOG, OWN].sort(),
  },
  {
    step: 'delete of the message the facts came from, undone',
    run: async (c) => {
      const { deletionId } = await remove(c, c.said);
      return () => undoDeletion(c, deletionId);
    },
    after: [DOG, OWN].sort(),
  },
  {
    step: 'delete of the reply only',
    run: async (c) => {
      const { deletionId } = await remove(c, c.reply);
      return () => undoDeletion(c, deletionId);
    },
    after: ALL,
  },
  {
    step: 'clear chat, undone',
    run: async (c) => {
      const { deletionId } = deletionResultSchema.parse(await act(c, '/clear'));
      return () => undoDeletion(c, deletionId);
    },
    after: [DOG, OWN].sort(),
  },
  {
    step: 'delete of the whole chat, undone',
    run: async (c) => {
      const res = await t.app.request(base(c), {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${c.me.token}` },
      });
      const { deletionId } = deletionResultSchema.parse(await ok(res));
      return () => undoDeletion(c, deletionId);
    },
    after: [DOG, OWN].sort(),
  },
];

describe('facts learned from words no longer shown (issue 29)', () => {
  ROWS.forEach((row, i) => {
    it(row.step, async () => {
      const c = await chatted(40 + i);
      const undo = await row.run(c);
      expect(await remembered(c)).toEqual(row.after);
      if (!undo) return;
      await undo();
      expect(await remembered(c)).toEqual(ALL);
    });
  });

  it('a set-aside fact said again stands again, from the new message', async () => {
    const c = await chatted(50);
    await act(c, `/messages/${await opening(c)}/rewind`);
    expect(await remembered(c)).toEqual([DOG, OWN].sort());
    const again = await send(t, c.me, c.chatHash, { text: `${CAT}.` });
    expect(await remembered(c)).toEqual(ALL);
    const [cat] = await t.database.db
      .select({ source: memoryFacts.sourceMessageId })
      .from(memoryFacts)
      .where(and(eq(memoryFacts.avatarId, c.angel), eq(memoryFacts.text, CAT)));
    expect(cat?.source).toBe(again.message.id);
  });

  it('the purge takes the facts of deleted messages for good; the pinned one stays', async () => {
    const c = await chatted(51);
    await remove(c, c.said);
    const later = new Date(Date.now() + (DELETED_KEPT_HOURS + 1) * 3_600_000);
    expect(await purgeDeleted(t.database.db, later)).toBeGreaterThanOrEqual(1);
    // Its link gone (set null), a learned fact would stand again: it must be gone with it.
    expect(await remembered(c)).toEqual([DOG, OWN].sort());
    const kept = await t.database.db
      .select({ text: memoryFacts.text })
      .from(memoryFacts)
      .where(eq(memoryFacts.avatarId, c.angel));
    expect(kept.map((f) => f.text).sort()).toEqual([DOG, OWN].sort());
  });
});
