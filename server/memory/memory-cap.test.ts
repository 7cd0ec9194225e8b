import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MEMORY_ERROR_CODES, MEMORY_LIMITS, type FactPage } from '../contract/memory.ts';
import { memoryFacts } from '../db/schema.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.ts';
import { newAccount } from '../testing/auth-helpers.ts';
import { openChat, send, session } from '../testing/chat-helpers.ts';
import { setBalance } from '../testing/ledger-helpers.ts';
import { scriptedEngine } from '../testing/scripted-engine.ts';
import { useTestApp } from '../testing/test-app.ts';
import { memoryCall, memoryIdle } from './memory-test-helpers.ts';

const { engine } = scriptedEngine();
const t = useTestApp({}, { replies: engine });

const CAT = 'My cat is called Tom';
const DOG = 'My dog is called Rex';
const ANGEL = 14;

/**
 * MEMORY_LIMITS.factsPerAngel counts the facts that stand (shown-facts.ts), in learning and in
 * the user's own adds alike: a fact set aside with a deleted message takes no room, since the
 * user cannot see it to delete it.
 */
describe('the memory cap counts only the facts that stand', () => {
  it('learns and accepts an add while a set-aside fact fills the last place', async () => {
    const email = `cap-${crypto.randomUUID()}@example.com`;
    await newAccount(t, email, DEMO_PASSWORD);
    const me = await session(t, email);
    await setBalance(t.database.db, me.id, 100);
    const { chatHash } = await openChat(t, me, [ANGEL]);
    const path = `/api/memory/${ANGEL}`;
    const listed = async () => {
      await memoryIdle(t);
      return (await (await memoryCall(t, me, 'GET', `${path}?pageSize=5`)).json()) as FactPage;
    };

    const said = await send(t, me, chatHash, { text: `${CAT}.` });
    expect((await listed()).items.map((f) => f.text)).toEqual([CAT]);
    const gone = await memoryCall(
      t,
      me,
      'DELETE',
      `/api/chats/${chatHash}/messages/${said.message.id}`,
    );
    expect(gone.status).toBe(200);
    expect((await listed()).total).toBe(0); // CAT set aside with its message

    // Every place but one taken by facts the user wrote; CAT's row is still there, aside.
    const fillers = Array.from({ length: MEMORY_LIMITS.factsPerAngel - 1 }, (_, i) => ({
      userId: me.id,
      avatarId: ANGEL,
      kind: 'other' as const,
      text: `Filler fact ${i}`,
      author: 'user' as const,
    }));
    await t.database.db.insert(memoryFacts).values(fillers);
    expect((await listed()).total).toBe(MEMORY_LIMITS.factsPerAngel - 1);

    await send(t, me, chatHash, { text: `${DOG}.` });
    const learned = await listed();
    expect(learned.total).toBe(MEMORY_LIMITS.factsPerAngel);
    expect(learned.items.map((f) => f.text)).toContain(DOG);

    // Full now: the user's add is refused; one deleted makes room for it again.
    const add = (text: string) =>
      memoryCall(t, me, 'POST', `${path}/facts`, { id: crypto.randomUUID(), text });
    const refused = await add('I like rain');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: MEMORY_ERROR_CODES.memoryFull });
    await t.database.db
      .delete(memoryFacts)
      .where(and(eq(memoryFacts.userId, me.id), eq(memoryFacts.text, 'Filler fact 0')));
    const added = await add('I like rain');
    expect(added.status, await added.clone().text()).toBe(201);
    expect((await listed()).total).toBe(MEMORY_LIMITS.factsPerAngel);
  });
});
