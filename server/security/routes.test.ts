/**
 * Generated from the real route table: every route that takes a body refuses other content
 * types (415) and oversize bodies (413) and has a declared limit; every string field of every
 * body refuses NUL and every integer field a value past its column (400 naming the field);
 * every path and query parameter survives NUL and huge numbers without a 500.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { draftFor } from '../angels/test-helpers.ts';
import { defaultChoices, defaultLook, portraitFromChoices } from '../contract/angel-looks.ts';
import type { Chat } from '../contract/chats.ts';
import { UNDECLARED_BODY_MAX } from '../http/request-rules.ts';
import { session, send, type Session } from '../testing/chat-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';
import {
  apiRoutes,
  BODY_METHODS,
  documentOf,
  leaves,
  operationOf,
  paramNames,
  urlOf,
  withField,
  type Route,
} from './route-table.ts';

const TOKEN = 'x'.repeat(43);

/** A valid body per route: the suite changes one field at a time. New body routes add one. */
const EXAMPLES: Record<string, unknown> = {
  'POST /api/auth/register': { email: 'nul@example.com', password: 'long enough 1' },
  'POST /api/auth/confirm-registration': { token: TOKEN },
  'POST /api/auth/forgot-password': { email: 'user@angels.local' },
  'POST /api/auth/set-new-password': { token: TOKEN, password: 'long enough 1' },
  'POST /api/auth/login': { email: 'user@angels.local', password: 'not the password' },
  'POST /api/auth/token/refresh': { refreshToken: TOKEN },
  'POST /api/auth/logout': { refreshToken: TOKEN },
  'PATCH /api/users/:id': { avatar: { name: 'Robin', portraitKey: 'willow' } },
  'POST /api/users/:id/password': {
    currentPassword: 'not the password',
    newPassword: 'long enough 1',
    refreshToken: TOKEN,
  },
  'POST /api/users/:id/email': { newEmail: 'moved@example.com', currentPassword: 'not it' },
  'POST /api/users/confirm-email': { token: TOKEN },
  'POST /api/users/:id/deletion': { currentPassword: 'not the password' },
  'POST /api/users/:id/account-status/seen': { ids: [crypto.randomUUID()] },
  'POST /api/admin/users/:id/warn': { policy: 'spam', facts: 'Sent the same link ten times.' },
  'POST /api/admin/users/:id/suspend': { days: 1, policy: 'spam', facts: 'Spam.' },
  'POST /api/admin/users/:id/lift': { reason: 'Appeal accepted' },
  'POST /api/admin/users/:id/notes': { text: 'Called support, calm.' },
  'POST /api/admin/violations/:id/overturn': { reason: 'Mistaken' },
  'POST /api/admin/cases/:id/resolve': { resolution: 'dismissed', note: 'nothing wrong' },
  'POST /api/admin/chats/:chatHash/messages/:id/hide': { reason: 'rude' },
  'POST /api/admin/chats/:chatHash/replies': { text: 'hello', avatarId: 2 },
  'POST /api/chats/:chatHash/reports': { reason: 'spam', note: 'Looks like spam' },
  'POST /api/chats/:chatHash/messages/:id/choose': { alternative: 0 },
  'POST /api/chats/:chatHash/messages/:id/edit': { text: 'Better words' },
  'PUT /api/chats/:chatHash/messages/:id/rating': {
    value: 'down',
    reason: 'repetitive',
    note: 'Twice',
  },
  'POST /api/chats': { avatarIds: [1] },
  'POST /api/chats/:chatHash/messages': { id: crypto.randomUUID(), text: 'hi' },
  'POST /api/memory/:avatarId/facts': { id: crypto.randomUUID(), text: 'My dog is called Rex' },
  'PATCH /api/memory/:avatarId/facts/:factId': { pinned: true },
  'POST /api/my-angels': { requestId: crypto.randomUUID(), draft: draftFor('Mia') },
  'PUT /api/my-angels/:id': { draft: draftFor('Mia') },
  'POST /api/avatars/proposals': {
    field: 'bio',
    choices: { ...defaultChoices(), name: 'Mia' },
    seed: 's',
  },
  'POST /api/my-angels/import': {
    requestId: crypto.randomUUID(),
    fileName: 'mia.json',
    contentBase64: Buffer.from(JSON.stringify({ name: 'Mia', description: 'Kind.' })).toString(
      'base64',
    ),
  },
  'POST /api/my-angels/import/preview': {
    fileName: 'mia.json',
    contentBase64: Buffer.from(JSON.stringify({ name: 'Mia', description: 'Kind.' })).toString(
      'base64',
    ),
  },
  'PUT /api/users/:id/generator-state': { draft: { step: 1 }, savedAt: '2025-05-01T10:00:00Z' },
  'PUT /api/users/:id/portrait': {
    look: defaultLook('FEMALE', 'MIXED', 25),
    tone: 'warm',
    seed: 's',
  },
  'POST /api/admin/catalogue': { draft: draftFor('Mia') },
  'POST /api/admin/catalogue/import': {
    fileName: 'mia.json',
    contentBase64: Buffer.from(JSON.stringify({ name: 'Mia', description: 'Kind.' })).toString(
      'base64',
    ),
    age: 30,
  },
  'PUT /api/admin/catalogue/:id': {
    version: 1,
    fields: {
      name: 'Mia',
      gender: 'FEMALE',
      age: 30,
      ethnicity: 'MIXED',
      tagline: 'Your warm friend',
      occupation: 'Baker',
      bio: 'Bakes.',
      greeting: 'Hi!',
      personality: ['Kind'],
      interests: ['Bread'],
      portrait: portraitFromChoices({ ...defaultChoices(), name: 'Mia' }, 's'),
      landingOrder: 0,
    },
  },
  'PUT /api/chats/:chatHash/writes-first': {
    enabled: true,
    perDay: 1,
    wakeStart: '09:00',
    wakeEnd: '21:00',
    timeZone: 'Europe/Berlin',
  },
  'PUT /api/users/:id/writes-first-cap': { dailyCap: 3 },
  'PUT /api/users/:id/spending-limits': { monthlyTokens: 500, monthlyMoneyMinor: 2000 },
  'POST /api/push/devices': {
    endpoint: 'https://fcm.googleapis.com/fcm/send/example',
    keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
  },
  'PUT /api/push/preferences': { lockScreenText: false },
  'PUT /api/push/presence': { tabId: crypto.randomUUID(), visible: true },
  // A provider's event, whatever its shape: the signature over the raw body decides.
  'POST /api/payments/events/:provider': { id: 'evt_1', type: 'payment' },
  'POST /api/payments/stripe/webhook': { id: 'evt_1', object: 'event', type: 'invoice.paid' },
};

/** Refresh answers a malformed body with 422 (the client then drops its tokens). */
const INVALID_STATUS: Record<string, number> = { 'POST /api/auth/token/refresh': 422 };

describe('every API route, from the route table', () => {
  const t = useTestApp();
  const routes = () => apiRoutes(t.app);
  const bodyRoutes = () => routes().filter((r) => BODY_METHODS.has(r.method));
  let user: Session;
  let agent: Session;
  let curator: Session;
  let values: Record<string, string>;
  const operation = (route: Route) => operationOf(documentOf(t.app), route);

  beforeAll(async () => {
    user = await session(t, 'user@angels.local');
    agent = await session(t, 'agent@angels.local');
    curator = await session(t, 'curator@angels.local');
    const res = await t.app.request('/api/chats', {
      method: 'POST',
      headers: { Authorization: `Bearer ${user.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ avatarIds: [2] }),
    });
    const chat = (await res.json()) as Chat;
    const sent = await send(t, user, chat.chatHash, { text: 'hello' });
    await t.app.replyJobs.idle();
    // Memory's :avatarId is an Angel's id (a number), its :factId any number (none exists).
    values = {
      chatHash: chat.chatHash,
      id: sent.message.id,
      file: 'willow.svg',
      avatarId: '2',
      factId: '1',
    };
  });

  /** A route's URL with valid parameters (users' and admin's :id are the user's id). */
  const urlFor = (route: Route, overrides: Record<string, string> = {}) => {
    const id = route.path.startsWith('/api/users') || route.path.startsWith('/api/admin');
    // My Angels' ids are numbers (an Angel's).
    const angel: Record<string, string> = route.path.startsWith('/api/my-angels')
      ? { id: '1' }
      : route.path.startsWith('/api/admin/catalogue')
        ? { id: '1', version: '1' }
        : {};
    const ids = route.path.startsWith('/api/admin/catalogue')
      ? angel
      : id
        ? { id: user.id }
        : angel;
    return urlOf(route.path, { ...values, ...ids, ...overrides });
  };
  // The catalogue's routes are a curator's (any other agent gets 403 before the body is read).
  const tokenFor = (route: Route) =>
    (route.path.startsWith('/api/admin/catalogue')
      ? curator
      : route.path.startsWith('/api/admin')
        ? agent
        : user
    ).token;
  const request = (
    route: Route,
    init: RequestInit & { headers?: Record<string, string> },
    url?: string,
  ) =>
    t.app.request(url ?? urlFor(route), {
      ...init,
      method: route.method,
      headers: { Authorization: `Bearer ${tokenFor(route)}`, ...init.headers },
    });

  it('finds the routes (the table is not empty)', () => {
    expect(bodyRoutes().length).toBeGreaterThanOrEqual(12);
  });

  it('declares an OpenAPI operation and, with a body, a body limit and an example', () => {
    for (const route of bodyRoutes()) {
      const op = operation(route);
      expect(op, `${route.key}: define it with endpoint()`).toBeDefined();
      if (!op?.body) continue;
      expect(op.bodyLimit, `${route.key}: declare its bodyLimit`).toBeGreaterThan(0);
      expect(EXAMPLES[route.key], `${route.key}: add an example body`).toBeDefined();
    }
  });

  it('refuses bodies that are not JSON with 415, before anything else', async () => {
    const types = [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
    ];
    for (const route of bodyRoutes()) {
      for (const type of types) {
        const body = JSON.stringify(EXAMPLES[route.key] ?? {});
        const res = await request(route, { headers: { 'Content-Type': type }, body });
        expect(res.status, `${route.key} as ${type}`).toBe(415);
        expect(await res.json()).toEqual({
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'Send the request body as application/json.',
        });
      }
      // A JSON body without any Content-Type is text/plain to fetch: refused as well.
      const bare = new Request(`http://localhost${urlFor(route)}`, {
        method: route.method,
        body: '{}',
        headers: { Authorization: `Bearer ${tokenFor(route)}` },
      });
      expect((await t.app.request(bare)).status, route.key).toBe(415);
    }
  });

  it('refuses a body over its route limit with 413, declared or streamed', async () => {
    for (const route of bodyRoutes()) {
      const max = operation(route)?.bodyLimit ?? UNDECLARED_BODY_MAX;
      const oversize = JSON.stringify({ pad: 'x'.repeat(max) });
      const headers = { 'Content-Type': 'application/json' };
      const declared = await request(route, {
        headers: { ...headers, 'Content-Length': String(oversize.length) },
        body: oversize,
      });
      expect(declared.status, route.key).toBe(413);
      const body = (await declared.json()) as { code: string; message: string };
      expect(body.code).toBe('PAYLOAD_TOO_LARGE');
      expect(body.message).toMatch(/too large: at most \d+ KB/);
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i <= max / 1024; i++) controller.enqueue(new Uint8Array(1024).fill(32));
          controller.close();
        },
      });
      const chunked = await request(route, {
        headers: { ...headers, 'Transfer-Encoding': 'chunked' },
        body: stream,
        duplex: 'half',
      } as RequestInit & { headers: Record<string, string> });
      expect(chunked.status, `${route.key} chunked`).toBe(413);
    }
  });

  it('refuses NUL in every string field and too large integers, naming the field', async () => {
    let checked = 0;
    for (const route of bodyRoutes()) {
      const schema = operation(route)?.body;
      const example = EXAMPLES[route.key];
      if (!schema || example === undefined) continue;
      for (const leaf of leaves(schema)) {
        const bad = leaf.type === 'string' ? 'a\u0000b' : 2_147_483_648;
        const res = await request(route, {
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(withField(example, leaf.path, bad)),
        });
        const where = `${route.key} ${leaf.path.join('.')}`;
        expect(res.status, where).toBe(INVALID_STATUS[route.key] ?? 400);
        const { issues } = (await res.json()) as { issues?: { path: string }[] };
        expect(
          issues?.map((i) => i.path),
          where,
        ).toContain(leaf.path.join('.'));
        checked += 1;
      }
    }
    // Emails, passwords, tokens, names, keys, reasons, message text, ids, counts.
    expect(checked).toBeGreaterThanOrEqual(18);
  });

  it('answers NUL and huge numbers in path and query parameters without a 500', async () => {
    const hostile = ['%00', 'a%00b', '2147483648', '99999999999999999999999', '%E2%80%AE'];
    for (const route of routes()) {
      const body = EXAMPLES[route.key];
      const init = body
        ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }
        : {};
      for (const name of paramNames(route.path)) {
        for (const value of hostile) {
          const res = await request(route, init, urlFor(route, { [name]: value }));
          expect(res.status, `${route.key} :${name}=${value}`).toBeLessThan(500);
        }
      }
      for (const name of operation(route)?.query ?? []) {
        for (const value of hostile) {
          const res = await request(route, init, `${urlFor(route)}?${name}=${value}`);
          expect(res.status, `${route.key} ?${name}=${value}`).toBeLessThan(500);
        }
      }
    }
  });
});
