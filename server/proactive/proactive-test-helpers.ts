/** Helpers for the "writes first" server tests: the routes, a clock, what the chat holds. */
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { formatTimeOfDay } from '../contract/proactive-constants.ts';
import type { WritesFirst, WritesFirstBody } from '../contract/proactive.ts';
import { memoryFacts, messages, type MessageRow } from '../db/schema.ts';
import type { Session } from '../testing/chat-helpers.ts';
import type { TestContext } from '../testing/test-app.ts';
import { localTime } from './rules.ts';

export function put(t: TestContext, me: Session, path: string, body: unknown) {
  return Promise.resolve(
    t.app.request(path, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${me.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}

/** Waking hours around `at` in `zone`: from an hour before to two hours after. */
export function hoursAround(at: Date, zone: string) {
  const { minute } = localTime(at, zone);
  return {
    wakeStart: formatTimeOfDay((minute - 60 + 1440) % 1440),
    wakeEnd: formatTimeOfDay((minute + 120) % 1440),
  };
}

export async function optIn(
  t: TestContext,
  me: Session,
  chatHash: string,
  body: Partial<WritesFirstBody> & Pick<WritesFirstBody, 'wakeStart' | 'wakeEnd'>,
): Promise<WritesFirst> {
  const res = await put(t, me, `/api/chats/${chatHash}/writes-first`, {
    enabled: true,
    perDay: 1,
    timeZone: 'UTC',
    ...body,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as WritesFirst;
}

export async function setCap(t: TestContext, me: Session, dailyCap: number) {
  const res = await put(t, me, `/api/users/${me.id}/writes-first-cap`, { dailyCap });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** Hours from now: a clock the test moves on (messages carry the database's real time). */
export const later = (hours: number, from = new Date()) =>
  new Date(from.getTime() + hours * 3_600_000);

/** The chat's Angel messages that answer no message of the user, oldest first (greeting too). */
export async function unasked(t: TestContext, chatId: string): Promise<MessageRow[]> {
  await t.app.replyJobs.idle();
  const rows = await t.database.db
    .select()
    .from(messages)
    .where(eq(messages.chatId, chatId))
    .orderBy(messages.seq);
  return rows.filter((m) => m.avatarId !== null && m.replyTo === null);
}

export async function remember(t: TestContext, me: Session, avatarId: number, text: string) {
  await t.database.db
    .insert(memoryFacts)
    .values({ userId: me.id, avatarId, kind: 'plan', text, author: 'user' })
    .onConflictDoNothing();
  const [fact] = await t.database.db
    .select()
    .from(memoryFacts)
    .where(and(eq(memoryFacts.userId, me.id), eq(memoryFacts.text, text)));
  return fact;
}
