/**
 * Issue 25, finding 4: writing as the Angel in someone's private chat is the act of the one
 * agent holding the chat's case. Any other agent is refused, whatever the chat: a user's with
 * no case, one with a case nobody has claimed, one another agent holds, and another agent's
 * own private chat. Nothing is written by a refused attempt.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../contract/errors.ts';
import type { TranscriptMessage } from '../contract/moderation.ts';
import { agentCall, claim, flaggedChat } from '../testing/case-helpers.ts';
import { openChat, page, session, type Session } from '../testing/chat-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

const t = useTestApp();
let user: Session;
let agent: Session;
let agent2: Session;
beforeAll(async () => {
  user = await session(t, 'user@angels.local');
  agent = await session(t, 'agent@angels.local');
  agent2 = await session(t, 'agent2@angels.local');
});

const reply = (who: Session, chatHash: string) =>
  agentCall<TranscriptMessage & ApiError>(t, who, 'POST', `/api/admin/chats/${chatHash}/replies`, {
    text: 'Words the Angel never said.',
  });

/** The chat as its owner sees it: no message an agent put there. */
async function untouched(owner: Session, chatHash: string) {
  const items = (await page(t, owner, chatHash)).items;
  expect(items.map((m) => m.text)).not.toContain('Words the Angel never said.');
}

describe("writing as the Angel in someone's chat", () => {
  it("is refused in another agent's private chat", async () => {
    const chat = await openChat(t, agent2, [3]);
    const res = await reply(agent, chat.chatHash);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/no open case/);
    await untouched(agent2, chat.chatHash);
  });

  it('is refused in a chat with no open case, and in one whose case nobody has claimed', async () => {
    const plain = await openChat(t, user, [4]);
    expect((await reply(agent, plain.chatHash)).status).toBe(403);
    await untouched(user, plain.chatHash);
    const { chat } = await flaggedChat(t, user, [5]);
    const unclaimed = await reply(agent, chat.chatHash);
    expect(unclaimed.status).toBe(403);
    expect(unclaimed.body.message).toBe(
      "Claim this chat's case before writing in it as the Angel.",
    );
    await untouched(user, chat.chatHash);
  });

  it('is refused to every agent but the one holding the case, who may write', async () => {
    const { chat, caseId } = await flaggedChat(t, user, [6]);
    await claim(t, agent2, caseId);
    const other = await reply(agent, chat.chatHash);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('CASE_CLAIMED');
    await untouched(user, chat.chatHash);
    const holder = await reply(agent2, chat.chatHash);
    expect(holder.status).toBe(201);
  });
});
