import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ANGEL_CREATION_COST } from '../contract/constants.ts';
import { tokenLedger } from '../db/schema.ts';
import { LiveEvents } from '../live/live-events.ts';
import { balance, session } from '../testing/chat-helpers.ts';
import { setBalance } from '../testing/ledger-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';
import { createDicebearEngine } from '../engines/image/dicebear-engine.ts';
import { createAngel } from './create-angel.ts';
import { presentMyAngel } from './present.ts';
import { angelFromDraft } from './from-draft.ts';
import { draftFor } from './test-helpers.ts';

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
    const shown = presentMyAngel(imported.row, undefined, createDicebearEngine());
    expect(shown.imageUrl).toMatch(/\.png\?v=/);
    const png = await t.app.request(shown.imageUrl);
    expect(png.headers.get('Content-Type')).toBe('image/png');
    expect(Buffer.from(await png.arrayBuffer()).toString()).toBe('png bytes');
  });
});
