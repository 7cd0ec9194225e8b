import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { myAngelListSchema, myAngelSchema, type MyAngel } from '../contract/angels.ts';
import { ANGEL_CREATION_COST } from '../contract/constants.ts';
import { tokenLedger } from '../db/schema.ts';
import { createOwn, createRaw, draftFor, request } from '../angels/test-helpers.ts';
import { balance, openChat, session } from '../testing/chat-helpers.ts';
import { setBalance } from '../testing/ledger-helpers.ts';
import { flagsOf, profileCasesOf } from '../testing/report-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

describe('My Angels: create, read, edit, delete (/api/my-angels)', () => {
  const t = useTestApp();

  it('creates a private Angel for its cost, once per requestId', async () => {
    const me = await session(t, 'user@angels.local');
    await setBalance(t.database.db, me.id, 100);
    const draft = draftFor('Mia');
    const requestId = randomUUID();
    const res = await createRaw(t, me, draft, requestId);
    expect(res.status).toBe(201);
    const mia = myAngelSchema.parse(await res.json());
    expect(mia).toMatchObject({
      name: 'Mia',
      source: 'created',
      tagline: 'Your playful friend',
      personality: ['Playful', 'Witty'],
      interests: ['Music', 'Travel'],
      description: 'Quick to laugh, slow to judge.',
      relationship: 'friend',
      tone: 'playful',
      card: { tags: [], alternateGreetings: [] },
      draft,
    });
    expect(mia.imageUrl).toMatch(new RegExp(`^/api/portraits/angels/${mia.id}\\.svg\\?v=`));
    expect(await balance(t, me)).toBe(100 - ANGEL_CREATION_COST);
    const again = await createRaw(t, me, draft, requestId);
    expect(again.status).toBe(200);
    expect(((await again.json()) as MyAngel).id).toBe(mia.id);
    expect(await balance(t, me)).toBe(100 - ANGEL_CREATION_COST);
    const entries = await t.database.db
      .select()
      .from(tokenLedger)
      .where(and(eq(tokenLedger.userId, me.id), eq(tokenLedger.refType, 'avatar')));
    expect(entries.map((entry) => [entry.kind, entry.amount, entry.reason])).toEqual([
      ['reserve', -ANGEL_CREATION_COST, 'Created the Angel Mia'],
      ['charge', 0, 'Created the Angel Mia'],
    ]);
    const list = myAngelListSchema.parse(
      await (await request(t, 'GET', '/api/my-angels', { token: me.token })).json(),
    );
    expect(list.items.map((item) => item.id)).toContain(mia.id);
  });

  it('refuses with 402 and the cost and balance when the tokens do not cover it', async () => {
    const me = await session(t, 'broke@angels.local');
    await setBalance(t.database.db, me.id, 5);
    const res = await createRaw(t, me, draftFor('Nia'));
    expect(res.status).toBe(402);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe('INSUFFICIENT_TOKENS');
    expect(body.message).toContain(`costs ${ANGEL_CREATION_COST} tokens and you have 5`);
    expect(await balance(t, me)).toBe(5);
  });

  it('answers 400 naming the field for bad input', async () => {
    const me = await session(t, 'user@angels.local');
    const draft = draftFor('Ola');
    const cases: [unknown, string][] = [
      [
        {
          ...draft,
          choices: { ...draft.choices, look: { ...draft.choices.look, hairStyle: 'mohawk' } },
        },
        'draft.choices.look.hairStyle',
      ],
      [{ ...draft, choices: { ...draft.choices, age: 17 } }, 'draft.choices.age'],
      [{ ...draft, choices: { ...draft.choices, name: '  ' } }, 'draft.choices.name'],
      [{ ...draft, texts: { ...draft.texts, bio: 'x'.repeat(8001) } }, 'draft.texts.bio'],
    ];
    for (const [bad, path] of cases) {
      const res = await request(t, 'POST', '/api/my-angels', {
        body: { requestId: randomUUID(), draft: bad },
        token: me.token,
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { issues: { path: string }[] };
      expect(body.issues.map((issue) => issue.path)).toContain(path);
    }
  });

  it('refuses a slur in the bio with 422 naming the bio, and flags mild profanity', async () => {
    const me = await session(t, 'newbie@angels.local');
    await setBalance(t.database.db, me.id, 100);
    const res = await createRaw(t, me, draftFor('Pia', { bio: 'Calls everyone a retard.' }));
    expect(res.status).toBe(422);
    const body = (await res.json()) as { message: string; meta: { field: string } };
    expect(body.meta.field).toBe('bio');
    expect(body.message).toMatch(/^The bio was not saved: /);
    expect(await balance(t, me)).toBe(100);
    const mild = await createRaw(t, me, draftFor('Pia', { greeting: 'Oh shit, hi there!' }));
    expect(mild.status).toBe(201);
    const [profileCase] = await profileCasesOf(t, me.id);
    const flags = await flagsOf(t, profileCase?.id ?? '');
    expect(flags).toMatchObject([
      { subject: 'angel', source: 'filter', excerpt: 'Angel greeting: Oh shit, hi there!' },
    ]);
  });

  it("keeps one's Angels private: 404 to others and to discover, 401 anonymous", async () => {
    const me = await session(t, 'user@angels.local');
    const other = await session(t, 'premium@angels.local');
    const agent = await session(t, 'agent@angels.local');
    const ivy = await createOwn(t, me, 'Ivy');
    for (const who of [other, agent]) {
      const path = `/api/my-angels/${ivy.id}`;
      expect((await request(t, 'GET', path, { token: who.token })).status).toBe(404);
      const edit = { draft: draftFor('Evil') };
      expect((await request(t, 'PUT', path, { body: edit, token: who.token })).status).toBe(404);
      expect((await request(t, 'DELETE', path, { token: who.token })).status).toBe(404);
    }
    expect((await request(t, 'GET', '/api/my-angels')).status).toBe(401);
    expect((await request(t, 'GET', `/api/avatars/${ivy.id}`)).status).toBe(404);
    const page = (await (
      await request(
        t,
        'GET',
        '/api/avatars?gender=FEMALE&ethnicity=MIXED&minAge=25&maxAge=25&pageSize=48',
      )
    ).json()) as {
      total: number;
      items: { id: number }[];
    };
    expect(page.items.some((item) => item.id === ivy.id)).toBe(false);
    const chat = await request(t, 'POST', '/api/chats', {
      body: { avatarIds: [ivy.id] },
      token: other.token,
    });
    expect(chat.status).toBe(404);
  });

  it('edits for free and redraws; delete takes its chats with it', async () => {
    const me = await session(t, 'user@angels.local');
    const zoe = await createOwn(t, me, 'Zoe');
    const before = await balance(t, me);
    const draft = draftFor('Zoe B', { bio: 'A new bio.' });
    const res = await request(t, 'PUT', `/api/my-angels/${zoe.id}`, {
      body: { draft },
      token: me.token,
    });
    expect(res.status).toBe(200);
    const edited = myAngelSchema.parse(await res.json());
    expect(edited).toMatchObject({ name: 'Zoe B', bio: 'A new bio.', draft });
    expect(edited.imageUrl).not.toBe(zoe.imageUrl);
    expect(await balance(t, me)).toBe(before);
    const one = await openChat(t, me, [zoe.id]);
    expect(one.avatars[0]?.imageUrl).toBe(edited.imageUrl);
    await openChat(t, me, [zoe.id, 1]);
    await openChat(t, me, [2, 3]);
    const gone = await request(t, 'DELETE', `/api/my-angels/${zoe.id}`, { token: me.token });
    expect(await gone.json()).toEqual({ deletedChats: 2 });
    expect((await request(t, 'GET', `/api/my-angels/${zoe.id}`, { token: me.token })).status).toBe(
      404,
    );
    const chats = (await (await request(t, 'GET', '/api/chats', { token: me.token })).json()) as {
      items: { avatars: { id: number }[] }[];
    };
    expect(chats.items.some((chat) => chat.avatars.some((a) => a.id === zoe.id))).toBe(false);
    expect(chats.items.length).toBeGreaterThan(0);
  });

  it('exports the Angels with the account, and deletes an account that has Angels and chats', async () => {
    const me = await session(t, 'newbie@angels.local');
    const kai = await createOwn(t, me, 'Kai');
    await openChat(t, me, [kai.id]);
    await openChat(t, me, [kai.id, 4]);
    const data = await request(t, 'GET', `/api/users/${me.id}/export`, { token: me.token });
    const exported = (await data.json()) as { angels: { name: string }[] };
    expect(exported.angels.map((angel) => angel.name)).toContain('Kai');
    const res = await request(t, 'POST', `/api/users/${me.id}/deletion`, {
      body: { currentPassword: 'angels-demo-1' },
      token: me.token,
    });
    expect(res.status).toBe(204);
  });
});
