/** Request helpers for the chat tests. */
import { expect } from 'vitest';
import type { Chat, Message, MessagePage, SendMessageResult } from '../contract/chats.ts';
import { call, decodeClaims, login, post } from './auth-helpers.ts';
import type { TestContext } from './test-app.ts';

export type Session = { token: string; id: string };

export async function session(t: TestContext, email: string): Promise<Session> {
  const pair = await login(t, email);
  return { token: pair.accessToken, id: String(decodeClaims(pair.accessToken).sub) };
}

export async function openChat(t: TestContext, me: Session, avatarIds: number[]): Promise<Chat> {
  const res = await post(t, '/api/chats', { avatarIds }, me.token);
  expect([200, 201]).toContain(res.status);
  return (await res.json()) as Chat;
}

export function sendRaw(
  t: TestContext,
  me: Session,
  chatHash: string,
  body: { id?: string; text: string; responders?: number },
): Promise<Response> {
  return post(t, `/api/chats/${chatHash}/messages`, { id: crypto.randomUUID(), ...body }, me.token);
}

export async function send(
  t: TestContext,
  me: Session,
  chatHash: string,
  body: { id?: string; text: string; responders?: number },
): Promise<SendMessageResult> {
  const res = await sendRaw(t, me, chatHash, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as SendMessageResult;
}

export async function page(
  t: TestContext,
  me: Session,
  chatHash: string,
  query = '',
): Promise<MessagePage> {
  const res = await call(t, 'GET', `/api/chats/${chatHash}/messages${query}`, { token: me.token });
  expect(res.status).toBe(200);
  return (await res.json()) as MessagePage;
}

/** A new chat's free opening message (the greeting, or a group member's hello). */
export const isOpening = (m: Message) => m.avatarId !== null && m.replyTo === null;

/**
 * Waits for every reply job, then reads the chat's newest messages, oldest first, without
 * the opening greetings (chats.test.ts checks those): what the user sent and its replies.
 */
export async function settled(t: TestContext, me: Session, chatHash: string): Promise<Message[]> {
  await t.app.replyJobs.idle();
  return (await page(t, me, chatHash, '?limit=200')).items.reverse().filter((m) => !isOpening(m));
}

export async function balance(t: TestContext, me: Session): Promise<number> {
  const res = await call(t, 'GET', `/api/users/${me.id}`, { token: me.token });
  return ((await res.json()) as { tokens: number }).tokens;
}

/** Posts a steering action (edit, regenerate, continue …) on one message of a chat. */
export function steer(
  t: TestContext,
  me: Session,
  chatHash: string,
  id: string,
  action: string,
  body?: object,
): Promise<Response> {
  return post(t, `/api/chats/${chatHash}/messages/${id}/${action}`, body, me.token);
}
