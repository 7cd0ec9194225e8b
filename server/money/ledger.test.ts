import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { tokenLedger, users } from '../db/schema.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.ts';
import { newAccount } from '../testing/auth-helpers.ts';
import { balance, openChat, sendRaw, session, settled } from '../testing/chat-helpers.ts';
import { setBalance } from '../testing/ledger-helpers.ts';
import { scriptedEngine } from '../testing/scripted-engine.ts';
import { useTestApp } from '../testing/test-app.ts';
import { balanceMismatches, postEntryNow, type EntryInput } from './ledger.ts';

const { engine, script } = scriptedEngine();

describe('token ledger', () => {
  const t = useTestApp({}, { replies: engine });
  const db = () => t.database.db;
  const freshUser = async (prefix: string) => {
    const email = `${prefix}-${crypto.randomUUID()}@example.com`;
    await newAccount(t, email, DEMO_PASSWORD);
    return session(t, email);
  };
  const entriesOf = (userId: string) =>
    db().select().from(tokenLedger).where(eq(tokenLedger.userId, userId)).orderBy(tokenLedger.id);

  beforeEach(() => {
    script.failAfter = null;
    script.words = ['Hello ', 'there.'];
  });

  it('applies an entry once per idempotency key, however many arrive at once', async () => {
    const me = await session(t, 'user@angels.local');
    const before = await balance(t, me);
    const entry: EntryInput = {
      userId: me.id,
      amount: 25,
      kind: 'adjust',
      key: `test:${crypto.randomUUID()}`,
      reason: 'Goodwill',
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => postEntryNow(db(), entry)));
    expect(results.filter((r) => r?.applied)).toHaveLength(1);
    expect(await balance(t, me)).toBe(before + 25);
    const rows = await db()
      .select()
      .from(tokenLedger)
      .where(eq(tokenLedger.idempotencyKey, entry.key));
    expect(rows).toMatchObject([{ amount: 25, balanceAfter: before + 25, reason: 'Goodwill' }]);
  });

  it('never lets parallel spenders take a balance below zero', async () => {
    const me = await session(t, 'user@angels.local');
    await setBalance(db(), me.id, 7);
    const spend = (i: number) =>
      postEntryNow(db(), {
        userId: me.id,
        amount: -1,
        kind: 'reserve',
        key: `test-spend:${me.id}:${i}:${crypto.randomUUID()}`,
        reason: 'Spend',
      });
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => spend(i)));
    expect(results.filter((r) => r !== undefined)).toHaveLength(7);
    expect(await balance(t, me)).toBe(0);
  });

  it('lets only as many parallel sends through as the balance pays for', async () => {
    const me = await session(t, 'user@angels.local');
    const chat = await openChat(t, me, [12]);
    await setBalance(db(), me.id, 4);
    const sends = await Promise.all(
      Array.from({ length: 12 }, (_, i) => sendRaw(t, me, chat.chatHash, { text: `hi ${i}` })),
    );
    expect(sends.filter((res) => res.status === 201)).toHaveLength(4);
    expect(sends.filter((res) => res.status === 402)).toHaveLength(8);
    await settled(t, me, chat.chatHash);
    expect(await balance(t, me)).toBe(0);
  });

  it('writes a written reply as reserve then charge, and a failed one as reserve then refund', async () => {
    const me = await freshUser('ledger');
    const chat = await openChat(t, me, [14]);
    expect((await sendRaw(t, me, chat.chatHash, { text: 'Hi!' })).status).toBe(201);
    await settled(t, me, chat.chatHash);
    script.failAfter = 1;
    expect((await sendRaw(t, me, chat.chatHash, { text: 'Again?' })).status).toBe(201);
    await settled(t, me, chat.chatHash);
    const [avatar] = chat.avatars;
    expect((await entriesOf(me.id)).map((e) => [e.kind, e.amount, e.reason])).toEqual([
      ['grant', 50, 'Welcome tokens'],
      ['reserve', -1, `Reply from ${avatar?.name}`],
      ['charge', 0, `Reply from ${avatar?.name}`],
      ['reserve', -1, `Reply from ${avatar?.name}`],
      ['refund', 1, 'Refund: reply failed'],
    ]);
    expect(await balance(t, me)).toBe(49);
  });

  it('refuses to change or remove an entry, and anonymises the entries of a deleted account', async () => {
    const me = await freshUser('gone');
    const [entry] = await entriesOf(me.id);
    expect(entry).toBeDefined();
    await expect(
      db().update(tokenLedger).set({ amount: 5000 }).where(eq(tokenLedger.id, entry!.id)),
    ).rejects.toThrow();
    await expect(db().delete(tokenLedger).where(eq(tokenLedger.id, entry!.id))).rejects.toThrow();
    await db().delete(users).where(eq(users.id, me.id));
    const [kept] = await db().select().from(tokenLedger).where(eq(tokenLedger.id, entry!.id));
    expect(kept).toMatchObject({ userId: null, amount: 50, kind: 'grant' });
    // Nothing else in it names the account: not its key, not its reference.
    expect(kept?.idempotencyKey).toMatch(/^grant:starter:[0-9a-f-]{36}$/);
    expect(JSON.stringify(kept)).not.toContain(me.id);
    const naming = await db()
      .select()
      .from(tokenLedger)
      .where(
        sql`${tokenLedger.idempotencyKey} like ${`%${me.id}%`} or ${tokenLedger.refId} = ${me.id}`,
      );
    expect(naming).toEqual([]);
  });

  it('the demo accounts’ opening entries do not name the account either', async () => {
    const demo = await db().select().from(users).where(eq(users.email, 'premium@angels.local'));
    const id = demo[0]?.id ?? 'none';
    const entries = await entriesOf(id);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry.idempotencyKey).not.toContain(id);
      expect(entry.refId).not.toBe(id);
    }
  });

  it('keeps every balance equal to the sum of its entries, and notices when one is not', async () => {
    expect(await balanceMismatches(db())).toEqual([]);
    const me = await session(t, 'broke@angels.local');
    // A write that bypasses the ledger is exactly what the check exists to catch.
    await db()
      .update(users)
      .set({ tokens: sql`${users.tokens} + 3` })
      .where(eq(users.id, me.id));
    expect(await balanceMismatches(db())).toEqual([{ userId: me.id, tokens: 3, sum: 0 }]);
    await db().update(users).set({ tokens: 0 }).where(eq(users.id, me.id));
    expect(await balanceMismatches(db())).toEqual([]);
  });
});
