import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findChatByHash } from '../db/queries/chats.ts';
import { avatars } from '../db/schema.ts';
import { openChat, session } from '../testing/chat-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';
import { findPrivateAngel, listOwnAngelSummaries } from './queries.ts';
import { createOwn } from './test-helpers.ts';

describe("reads of users' Angels that leave the profile (up to megabytes) alone", () => {
  const t = useTestApp();

  it('lists, seats and finds a portrait without loading the profile', async () => {
    const me = await session(t, 'user@angels.local');
    const mia = await createOwn(t, me, 'Mia');
    const db = t.database.db;
    const [stored] = await db.select().from(avatars).where(eq(avatars.id, mia.id));
    expect(stored?.profile).not.toBeNull();

    const [listed] = await listOwnAngelSummaries(db, me.id);
    expect(listed).toMatchObject({ id: mia.id, name: 'Mia', visibility: 'private' });
    expect(listed).not.toHaveProperty('profile');

    const chat = await openChat(t, me, [mia.id, 1]);
    const found = await findChatByHash(db, chat.chatHash);
    expect(found?.seats.map((seat) => seat.name)).toEqual(['Mia', expect.any(String)]);
    for (const seat of found?.seats ?? []) expect(seat).not.toHaveProperty('profile');

    const portrait = await findPrivateAngel(db, mia.id);
    expect(portrait).toMatchObject({ id: mia.id, source: 'created' });
    expect(portrait).not.toHaveProperty('profile');
  });
});
