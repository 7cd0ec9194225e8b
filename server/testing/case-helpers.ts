/** Helpers for the moderation console's tests: cases raised on fresh chats, agents' calls. */
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Chat } from '../contract/chats.ts';
import type { CaseDetail } from '../contract/moderation.ts';
import { findChatByHash } from '../db/queries/chats.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.ts';
import { raiseFlag, type FlagInput } from '../moderation/cases.ts';
import { call, newAccount } from './auth-helpers.ts';
import { openChat, send, session, settled, type Session } from './chat-helpers.ts';
import { setBalance } from './ledger-helpers.ts';
import type { TestContext } from './test-app.ts';

export type FlaggedChat = { chat: Chat; chatId: string; caseId: string };

/** Opens a chat for `owner` (a group of several avatars is always new) and flags it. */
export async function flaggedChat(
  t: TestContext,
  owner: Session,
  avatarIds: number[],
  flag: Partial<FlagInput> = {},
): Promise<FlaggedChat> {
  const chat = await openChat(t, owner, avatarIds);
  const found = await findChatByHash(t.database.db, chat.chatHash);
  if (!found) throw new Error('The chat just opened is missing');
  const raised = await raiseFlag(t.database.db, t.app.live, {
    userId: owner.id,
    chatId: found.chat.id,
    source: 'filter',
    subject: 'message',
    severity: 'medium',
    excerpt: 'something flagged',
    ...flag,
  });
  return { chat, chatId: found.chat.id, caseId: raised.caseId };
}

/** An agent's (or anyone's) call: status and parsed body. */
export async function agentCall<T = unknown>(
  t: TestContext,
  who: Session | null,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await call(t, method, path, { token: who?.token, body });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

export async function claim(t: TestContext, agent: Session, caseId: string): Promise<CaseDetail> {
  const res = await agentCall<CaseDetail>(t, agent, 'POST', `/api/admin/cases/${caseId}/claim`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** A new confirmed account made an agent (the demo data has two). */
export async function extraAgent(t: TestContext, email: string): Promise<Session> {
  await newAccount(t, email, DEMO_PASSWORD);
  await t.database.db.execute(
    sql`update users set groups = '{USER,AGENT}' where email = ${email.toLowerCase()}`,
  );
  return session(t, email);
}

/**
 * A user (100 tokens) whose chat with Angel 8 is under an open case, holding `text` they sent
 * and its answer, and an agent to read it: what deleting must keep as evidence.
 */
export async function chatUnderCase(t: TestContext, text: string) {
  const me = await session(t, 'user@angels.local');
  const agent = await session(t, 'agent@angels.local');
  await setBalance(t.database.db, me.id, 100);
  const { chat, caseId } = await flaggedChat(t, me, [8]);
  const { message } = await send(t, me, chat.chatHash, { text });
  await settled(t, me, chat.chatHash);
  return { me, agent, chat, caseId, message };
}
