/**
 * The agents' demo: a working queue on first login. A few unresolved cases on the demo users'
 * chats (a filter match, a report on a reply, a high-severity slur), one already claimed by the
 * second agent, and one resolved case whose warning the user has seen. Seeded data is history
 * from before this start, so it has no audit entries (the audit log is for actions taken).
 */
import { eq, inArray } from 'drizzle-orm';
import { attachFlag, type FlagInput } from '../../moderation/cases.ts';
import { checkText } from '../../moderation/content-filter.ts';
import { insertSanction } from '../../moderation/sanctions.ts';
import type { Db } from '../client.ts';
import { caseFlags, moderationCases, users, violations } from '../schema.ts';
import {
  appendExchange,
  chatMessages,
  demoChatWith,
  type DemoChat,
} from './demo-moderation-chat.ts';

type Account = { id: string; email: string; avatarName: string | null };

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);

/** A flag as it was raised at `at`: its case waits since then. */
async function flagAt(tx: Db, input: FlagInput, at: Date): Promise<string> {
  const { caseId, flagId } = await attachFlag(tx, input);
  await tx.update(caseFlags).set({ createdAt: at }).where(eq(caseFlags.id, flagId));
  await tx
    .update(moderationCases)
    .set({ createdAt: at, waitingSince: at, updatedAt: at })
    .where(eq(moderationCases.id, caseId));
  return caseId;
}

/** The user writes `text` in the chat at `at`; the filter flags it as it would have then. */
async function filtered(tx: Db, user: Account, chat: DemoChat, text: string, at: Date) {
  const verdict = checkText(text);
  const messageId = await appendExchange(tx, chat, user.avatarName ?? 'You', text, at);
  const flag: FlagInput = {
    userId: user.id,
    chatId: chat.chat.id,
    source: 'filter',
    subject: 'message',
    severity: verdict.severity ?? 'low',
    messageId,
    excerpt: text,
    spans: verdict.spans,
  };
  return flagAt(tx, flag, at);
}

/** Only on the start that created the demo accounts (their chats are new with them). */
export async function seedDemoModeration(db: Db, added: Account[]): Promise<number> {
  const by = (email: string) => added.find((a) => a.email === email);
  const user = by('user@angels.local');
  const premium = by('premium@angels.local');
  const agents = await db
    .select()
    .from(users)
    .where(inArray(users.email, ['agent@angels.local', 'agent2@angels.local']));
  const agent2 = agents.find((a) => a.email === 'agent2@angels.local');
  if (!user || !premium || !agent2) return 0;
  const diego = await demoChatWith(db, user.id, 'Diego Navarro');
  const mei = await demoChatWith(db, user.id, 'Mei Lin');
  const james = await demoChatWith(db, premium.id, 'James Whitaker');
  const priya = await demoChatWith(db, premium.id, 'Priya Sharma');
  if (!diego || !mei || !james || !priya) return 0; // a catalogue without them
  return db.transaction(async (tx) => {
    // New: a mild swear, and a slur aimed at the Angel (high: the top of the queue).
    await filtered(
      tx,
      user,
      diego,
      'Ugh, that answer is bullshit. Just tell me what you actually think.',
      ago(25),
    );
    await filtered(
      tx,
      user,
      mei,
      'Shut up, you useless retard. Nobody asked for your stupid opinion.',
      ago(8),
    );

    // Older, and claimed by the second agent: a user's report on a reply.
    const reply = (await chatMessages(tx, james.chat.id)).findLast((m) => m.avatarId !== null);
    const reported = await flagAt(
      tx,
      {
        userId: premium.id,
        chatId: james.chat.id,
        source: 'report',
        subject: 'message',
        severity: 'medium',
        messageId: reply?.id ?? null,
        excerpt: reply?.text ?? '',
        reason: 'harassment',
        note: 'He kept pushing me to dance after I said I was nervous about it.',
        reporterId: premium.id,
      },
      ago(3 * 60),
    );
    await tx
      .update(moderationCases)
      .set({ status: 'open', assigneeId: agent2.id, claimedAt: ago(20) })
      .where(eq(moderationCases.id, reported));

    // Resolved two days ago with a warning the user has since read.
    const then = ago(2 * 24 * 60);
    const resolved = await filtered(
      tx,
      premium,
      priya,
      'Stop being such a bitch about it and just pick a song.',
      then,
    );
    const settled = new Date(then.getTime() + 40 * MINUTE);
    const { violation } = await insertSanction(tx, {
      actor: agent2,
      userId: premium.id,
      kind: 'warning',
      policy: 'harassment',
      facts: 'You insulted the Angel in your chat with Priya Sharma after she disagreed with you.',
      caseId: resolved,
      now: settled,
    });
    await tx
      .update(violations)
      .set({ seenAt: new Date(settled.getTime() + 60 * MINUTE) })
      .where(eq(violations.id, violation.id));
    await tx
      .update(moderationCases)
      .set({
        status: 'resolved',
        resolution: 'actioned',
        note: 'First insult from this user; warned under the harassment rule.',
        resolvedBy: agent2.id,
        resolvedAt: settled,
        updatedAt: settled,
      })
      .where(eq(moderationCases.id, resolved));
    return 4;
  });
}
