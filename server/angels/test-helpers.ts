/** Request helpers for the My Angels tests: any method, and a valid creator draft. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { AngelDraft, MyAngel } from '../contract/angels.ts';
import { defaultChoices } from '../contract/angel-looks.ts';
import { idempotencyHeaders } from '../contract/idempotency.ts';
import type { Session } from '../testing/chat-helpers.ts';
import type { TestContext } from '../testing/test-app.ts';

export function request(
  t: TestContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  {
    body,
    token,
    headers: extra,
  }: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...extra };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
  return Promise.resolve(t.app.request(path, init));
}

export function draftFor(name: string, texts: Partial<AngelDraft['texts']> = {}): AngelDraft {
  return {
    choices: { ...defaultChoices(), name, traits: ['playful', 'witty'], tone: 'playful' },
    texts: {
      occupation: 'Florist',
      bio: `${name} arranges flowers by day and reads poetry by night.`,
      description: 'Quick to laugh, slow to judge.',
      greeting: `Hi, I'm ${name}!`,
      ...texts,
    },
    seed: randomUUID(),
  };
}

export const createRaw = (
  t: TestContext,
  me: Session,
  draft: AngelDraft,
  requestId: string = randomUUID(),
) =>
  // As the app sends it: the requestId in the body and as the Idempotency-Key.
  request(t, 'POST', '/api/my-angels', {
    body: { requestId, draft },
    token: me.token,
    headers: idempotencyHeaders(requestId),
  });

export async function createOwn(t: TestContext, me: Session, name: string): Promise<MyAngel> {
  const res = await createRaw(t, me, draftFor(name));
  expect(res.status).toBe(201);
  return (await res.json()) as MyAngel;
}
