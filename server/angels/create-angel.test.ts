import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MyAngel } from '../contract/angels.ts';
import { ANGEL_CREATION_COST } from '../contract/constants.ts';
import { tokenLedger, users } from '../db/schema.ts';
import { LiveEvents } from '../live/live-events.ts';
import { balance, session } from '../testing/chat-helpers.ts';
import { setBalance } from '../testing/ledger-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';
import { angelKeys, createAngel } from './create-angel.ts';
import { angelFromDraft } from './from-draft.ts';
import { createRaw, draftFor, request } from './test-helpers.ts';

describe('createAngel', () => {
  const t = useTestApp();

  it('refunds the reservation when the insert fails, and a retry of the request works', async () => {
    const me = await session(t, 'user@angels.local');
    const { db } = t.database;
    await setBalance(db, me.id, 50);
    const deps = { db, live: new LiveEvents() };
    const requestId = randomUUID();
    // The database refuses an Angel under 18 (a check constraint): the failure injected here.
    const angel = { ...angelFromDraft(draftFor('Mia')), age: 17 };
    await expect(createAngel(deps, { userId: me.id, requestId, angel })).rejects.toThrow();
    expect(await balance(t, me)).toBe(50);
    const entries = await db
      .select()
      .from(tokenLedger)
      .where(and(eq(tokenLedger.userId, me.id), eq(tokenLedger.refId, requestId)));
    expect(entries.map((entry) => [entry.kind, entry.amount, entry.reason])).toEqual([
      ['reserve', -ANGEL_CREATION_COST, 'Created the Angel Mia'],
      ['refund', ANGEL_CREATION_COST, 'Refund: creating Mia failed'],
    ]);
    const retry = await createAngel(deps, {
      userId: me.id,
      requestId,
      angel: { ...angel, age: 18 },
    });
    expect(retry.created).toBe(true);
    expect(await balance(t, me)).toBe(50 - ANGEL_CREATION_COST);
    const image = { contentType: 'image/png' as const, bytes: Buffer.from('png bytes') };
    const imported = await createAngel(deps, {
      userId: me.id,
      requestId: randomUUID(),
      angel: { ...angel, age: 30, source: 'imported' },
      image,
    });
    expect(imported.row).toMatchObject({
      source: 'imported',
      visibility: 'private',
      ownerId: me.id,
    });
    const read = await request(t, 'GET', `/api/my-angels/${imported.row.id}`, { token: me.token });
    const shown = (await read.json()) as MyAngel;
    expect(shown.imageUrl).toMatch(/\.png\?v=/);
    const png = await t.app.request(shown.imageUrl);
    expect(png.headers.get('Content-Type')).toBe('image/png');
    expect(Buffer.from(await png.arrayBuffer()).toString()).toBe('png bytes');
  });

  it('takes a reservation left without its Angel for failed after two minutes', async () => {
    const me = await session(t, 'broke@angels.local');
    const { db } = t.database;
    await setBalance(db, me.id, 50);
    const deps = { db, live: new LiveEvents() };
    const requestId = randomUUID();
    const angel = angelFromDraft(draftFor('Lia'));
    // A process that died between the reservation and the insert left this behind (reserved
    // `ago` back: the ledger is append-only, so the entry is written with its time).
    const reserveAgo = (requestId: string, ago: string) =>
      db.transaction(async (tx) => {
        const [row] = await tx.select().from(users).where(eq(users.id, me.id));
        const balanceAfter = (row?.tokens ?? 0) - ANGEL_CREATION_COST;
        await tx.update(users).set({ tokens: balanceAfter }).where(eq(users.id, me.id));
        await tx.insert(tokenLedger).values({
          userId: me.id,
          amount: -ANGEL_CREATION_COST,
          kind: 'reserve',
          refType: 'avatar',
          refId: requestId,
          idempotencyKey: angelKeys(me.id, requestId, 1).reserve,
          reason: 'Created the Angel Lia',
          balanceAfter,
          createdAt: sql`now() - ${sql.raw(`interval '${ago}'`)}`,
        });
      });
    // While it may still be at work, the request is in flight (and keeps its reservation).
    const recent = randomUUID();
    await reserveAgo(recent, '10 seconds');
    const inFlight = createAngel(deps, { userId: me.id, requestId: recent, angel });
    await expect(inFlight).rejects.toMatchObject({ status: 503 });
    await setBalance(db, me.id, 50);
    await reserveAgo(requestId, '3 minutes');
    const made = await createAngel(deps, { userId: me.id, requestId, angel });
    expect(made.created).toBe(true);
    expect(await balance(t, me)).toBe(50 - ANGEL_CREATION_COST);
    const entries = await db
      .select({ kind: tokenLedger.kind, key: tokenLedger.idempotencyKey })
      .from(tokenLedger)
      .where(eq(tokenLedger.userId, me.id));
    expect(entries.slice(-4)).toEqual([
      { kind: 'reserve', key: `angel:${me.id}:${requestId}:reserve` },
      { kind: 'refund', key: `angel:${me.id}:${requestId}:refund` },
      { kind: 'reserve', key: `angel:${me.id}:${requestId}:reserve:2` },
      { kind: 'charge', key: `angel:${me.id}:${requestId}:charge:2` },
    ]);
    const again = await createAngel(deps, { userId: me.id, requestId, angel });
    expect(again).toMatchObject({ created: false, row: { id: made.row.id } });
  });

  it("keeps each user's request ids apart: another user's id is a new request", async () => {
    const a = await session(t, 'user@angels.local');
    const b = await session(t, 'newbie@angels.local');
    const { db } = t.database;
    await setBalance(db, a.id, 50);
    await setBalance(db, b.id, 50);
    const requestId = randomUUID();
    expect((await createRaw(t, a, draftFor('Ana'), requestId)).status).toBe(201);
    const theirs = await createRaw(t, b, draftFor('Bea'), requestId);
    expect(theirs.status).toBe(201);
    expect(await theirs.json()).toMatchObject({ name: 'Bea' });
    expect(await balance(t, a)).toBe(50 - ANGEL_CREATION_COST);
    expect(await balance(t, b)).toBe(50 - ANGEL_CREATION_COST);
    expect((await createRaw(t, b, draftFor('Bea'), requestId)).status).toBe(200);
  });
});
