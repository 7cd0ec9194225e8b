/**
 * Generated from the real route table: every route whose body carries text people write runs
 * the content filter, disguises and all. A generated respelling of a refused phrase (letters
 * spaced or dotted out, accents, Greek and Cyrillic look-alikes, invisible characters,
 * full-width, repeated letters) in a user text field is refused with 422 CONTENT_BLOCKED and
 * nothing is stored; an ordinary sentence goes through. Every body route with a string field
 * must say here which of its fields the filter reads, or why none: a text entry point added
 * later fails this file until someone decides.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOwn, draftFor } from '../angels/test-helpers.ts';
import type { Chat } from '../contract/chats.ts';
import { MODERATION_ERROR_CODES } from '../contract/constants.ts';
import { RESPELLINGS } from '../moderation/filter-respellings.ts';
import { openChat, send as sendMessage, session, type Session } from '../testing/chat-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';
import { apiRoutes, BODY_METHODS, documentOf, leaves, operationOf } from './route-table.ts';

type Ids = { user: string; chatHash: string; angelId: number; factId: number; replyId: string };

/** A route whose text the filter reads: its URL, and a valid body carrying `text`. */
type Filtered = {
  url: (ids: Ids) => string;
  body: (text: string) => unknown;
  /** A name field: short phrases only (names are short), invisible characters refused as such. */
  name?: boolean;
  /** Fewer phrases for a slow route (a card is read in the worker pool). */
  phrases?: string[];
};

const cardBase64 = (description: string) =>
  Buffer.from(JSON.stringify({ name: 'Mia', description })).toString('base64');

/** The routes whose body text the filter reads, by route key. */
const FILTERED: Record<string, Filtered> = {
  'POST /api/chats/:chatHash/messages': {
    url: ({ chatHash }) => `/api/chats/${chatHash}/messages`,
    body: (text) => ({ id: randomUUID(), text }),
  },
  'PATCH /api/users/:id': {
    url: ({ user }) => `/api/users/${user}`,
    body: (text) => ({ avatar: { name: text, portraitKey: 'willow' } }),
    name: true,
  },
  'POST /api/my-angels': {
    url: () => '/api/my-angels',
    body: (text) => ({ requestId: randomUUID(), draft: draftFor('Mia', { bio: text }) }),
  },
  'PUT /api/my-angels/:id': {
    url: ({ angelId }) => `/api/my-angels/${angelId}`,
    body: (text) => ({ draft: draftFor('Mia', { greeting: text }) }),
  },
  'POST /api/my-angels/import': {
    url: () => '/api/my-angels/import',
    body: (text) => ({
      requestId: randomUUID(),
      fileName: 'mia.json',
      contentBase64: cardBase64(text),
      age: 30,
    }),
    phrases: ['child porn'],
  },
  // What the user tells their Angel to remember reaches the reply engine and the prompt.
  'POST /api/memory/:avatarId/facts': {
    url: ({ angelId }) => `/api/memory/${angelId}/facts`,
    body: (text) => ({ id: randomUUID(), text }),
  },
  'PATCH /api/memory/:avatarId/facts/:factId': {
    url: ({ angelId, factId }) => `/api/memory/${angelId}/facts/${factId}`,
    // Not the POST's text: the same text twice is FACT_EXISTS (409), not what this checks.
    body: (text) => ({ text: `Corrected: ${text}` }),
  },
  // An edited reply is what the model reads next, and what the chat shows from then on.
  'POST /api/chats/:chatHash/messages/:id/edit': {
    url: ({ chatHash, replyId }) => `/api/chats/${chatHash}/messages/${replyId}/edit`,
    body: (text) => ({ text }),
  },
};

/** Body routes with string fields that the filter does not read, and why not. */
const NOT_FILTERED: Record<string, string> = {
  'POST /api/auth/register': 'credentials, never shown to anyone',
  'POST /api/auth/confirm-registration': 'a mailed token',
  'POST /api/auth/forgot-password': 'an e-mail address',
  'POST /api/auth/set-new-password': 'a mailed token and a password',
  'POST /api/auth/login': 'credentials',
  'POST /api/auth/token/refresh': 'a token',
  'POST /api/auth/logout': 'a token',
  'POST /api/users/:id/password': 'passwords and a token',
  'POST /api/users/:id/email': 'an e-mail address and a password',
  'POST /api/users/confirm-email': 'a mailed token',
  'POST /api/users/:id/deletion': 'a password',
  'POST /api/users/:id/account-status/seen': 'ids',
  'PUT /api/users/:id/generator-state':
    "the creator's unsaved draft, shown to its writer only; filtered when saved as an Angel",
  'PUT /api/users/:id/portrait': 'choices from fixed lists and a seed',
  'POST /api/my-angels/import/preview':
    'what an import would create, shown to the importer only and never stored; the import refuses',
  'POST /api/avatars/proposals':
    'choices for a proposal shown to its writer only, never stored; filtered when saved',
  'POST /api/chats/:chatHash/reports':
    'a report quotes what it reports: refusing it would hide the evidence from the agents',
  'POST /api/admin/users/:id/warn': "an agent's statement of reasons, kept as evidence",
  'POST /api/admin/users/:id/suspend': "an agent's statement of reasons, kept as evidence",
  'POST /api/admin/users/:id/lift': "an agent's reason",
  'POST /api/admin/users/:id/notes': "an agent's note, quoting what a user wrote",
  'POST /api/admin/violations/:id/overturn': "an agent's reason",
  'POST /api/admin/cases/:id/resolve': "an agent's note",
  'POST /api/admin/chats/:chatHash/messages/:id/hide': "an agent's reason",
  'POST /api/admin/chats/:chatHash/replies': "an agent's reply, under the audit log",
  'POST /api/payments/events/:provider': "a payment provider's signed event",
  'PUT /api/chats/:chatHash/writes-first': 'how many a day, times of day and a time zone',
  'POST /api/push/devices': "a browser's push endpoint and keys",
  'PUT /api/push/presence': 'a tab id and whether it is in view',
  // Curators' Angels go through checkAngelTexts, the check tested above through POST
  // /api/my-angels; this suite writes as a user, who may not curate.
  'POST /api/admin/catalogue': "a curator's Angel: checkAngelTexts, as POST /api/my-angels",
  'POST /api/admin/catalogue/import': "a curator's card: checkAngelTexts, as the user's import",
  'PUT /api/admin/catalogue/:id': "a curator's edit: checkAngelTexts, as PUT /api/my-angels/:id",
  'POST /api/payments/stripe/webhook': "Stripe's signed event",
  'PUT /api/chats/:chatHash/messages/:id/rating':
    'a reason from a fixed list and a note shown to its writer only (agents see counts)',
};

/** What is refused, spelled in every disguise: a threat, and sexual content about minors. */
const PHRASES = ['kill yourself', 'child porn'];
/** Names are at most 40 characters: short phrases. */
const NAME_PHRASES = ['kys', 'pthc'];

describe('every route that takes text people write runs the filter', () => {
  const t = useTestApp();
  let me: Session;
  let ids: Ids;

  beforeAll(async () => {
    me = await session(t, 'premium@angels.local');
    const chat: Chat = await openChat(t, me, [2]);
    const angel = await createOwn(t, me, 'Zoe');
    // A memory to correct: the PATCH route reads the corrected text.
    const fact = await t.app.request(`/api/memory/${angel.id}/facts`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${me.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: randomUUID(), text: 'My sister lives in Leeds' }),
    });
    expect(fact.status).toBe(201);
    const { id: factId } = (await fact.json()) as { id: number };
    // An Angel reply to edit: editing a reply is free, so every respelling costs nothing.
    const sent = await sendMessage(t, me, chat.chatHash, { text: 'Hello there' });
    await t.app.replyJobs.idle();
    const replyId = sent.replies[0]!.id;
    ids = { user: me.id, chatHash: chat.chatHash, angelId: angel.id, factId, replyId };
  });

  it('knows, for every body route with a string field, whether the filter reads it', () => {
    const doc = documentOf(t.app);
    const unknown = apiRoutes(t.app)
      .filter((route) => BODY_METHODS.has(route.method))
      .filter((route) => {
        const body = operationOf(doc, route)?.body;
        return body && leaves(body).some((leaf) => leaf.type === 'string');
      })
      .map((route) => route.key)
      .filter((key) => !(key in FILTERED) && !(key in NOT_FILTERED));
    expect(
      unknown,
      'say in FILTERED which field the filter reads, or in NOT_FILTERED why not',
    ).toEqual([]);
    const routes = new Set(apiRoutes(t.app).map((route) => route.key));
    expect(Object.keys(FILTERED).filter((key) => !routes.has(key))).toEqual([]);
  });

  const send = (key: string, route: Filtered, text: string) => {
    const method = key.split(' ')[0] ?? 'POST';
    return t.app.request(route.url(ids), {
      method,
      headers: { Authorization: `Bearer ${me.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(route.body(text)),
    });
  };

  it.each(Object.entries(FILTERED))(
    '%s refuses every respelling of what it refuses',
    async (key, route) => {
      for (const phrase of route.phrases ?? (route.name ? NAME_PHRASES : PHRASES)) {
        for (const [disguise, respell] of Object.entries(RESPELLINGS)) {
          const text = respell(phrase);
          const res = await send(key, route, text);
          const body = (await res.json()) as { code?: string; message?: string };
          const where = `${key}: ${disguise} ${JSON.stringify(text)} → ${res.status} ${body.message}`;
          // A name refuses invisible characters before the filter reads it: refused all the same.
          if (route.name && res.status === 400) {
            expect(body.message, where).toMatch(/invisible/);
            continue;
          }
          expect(res.status, where).toBe(422);
          expect(body.code, where).toBe(MODERATION_ERROR_CODES.contentBlocked);
        }
      }
    },
  );

  it.each(Object.entries(FILTERED))(
    '%s delivers ordinary text beside the disguises',
    async (key, route) => {
      const text = route.name ? 'J. R. R. Zoë' : 'Zoë flew to the U.S.A. 😀 and loved the café';
      const res = await send(key, route, text);
      expect(res.status, `${key}: ${await res.clone().text()}`).toBeLessThan(300);
    },
  );
});
