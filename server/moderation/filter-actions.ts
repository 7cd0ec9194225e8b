/**
 * What the filter's verdict does to a request: severe text is refused (422, nothing stored,
 * nothing charged, the user told why); any other match lets the text through and puts a flag
 * on the case of its chat (or of its author, for a name) for an agent to look at.
 */
import { and, eq } from 'drizzle-orm';
import { MODERATION_ERROR_CODES } from '../contract/constants.ts';
import type { Db } from '../db/client.ts';
import type { ChatWithSeats } from '../db/queries/chats.ts';
import { caseFlags, type MessageRow } from '../db/schema.ts';
import { apiError } from '../http/endpoint.ts';
import { HttpError } from '../http/errors.ts';
import type { LiveEvents } from '../live/live-events.ts';
import { raiseFlag } from './cases.ts';
import { checkText, isBlocked, type FilterVerdict } from './content-filter.ts';
import { blockedMessage } from './filter-categories.ts';

/** How an endpoint that checks text documents its 422. */
export const contentBlockedResponse = apiError(
  'CONTENT_BLOCKED: the text reads as a threat of violence or as sexual content involving a ' +
    'minor; the message says which. Nothing was stored or charged.',
);

/** Throws the 422 for severe text; `lead` says what did not happen ("This message was not sent"). */
export function refuseBlocked(verdict: FilterVerdict, lead: string): void {
  if (!isBlocked(verdict) || !verdict.category) return;
  throw new HttpError(422, {
    code: MODERATION_ERROR_CODES.contentBlocked,
    message: blockedMessage(verdict.category, lead),
    meta: { category: verdict.category },
  });
}

type FlagDeps = { db: Db; live: LiveEvents };

/** A message's verdict: mentions of the chat's Angels ("@Bo") are names, not words. */
export const checkMessage = (text: string, { seats }: Pick<ChatWithSeats, 'seats'>) =>
  checkText(text, { names: seats.map((seat) => seat.name) });

async function hasFilterFlag(db: Db, messageId: string): Promise<boolean> {
  const [flag] = await db
    .select({ id: caseFlags.id })
    .from(caseFlags)
    .where(and(eq(caseFlags.messageId, messageId), eq(caseFlags.source, 'filter')))
    .limit(1);
  return flag !== undefined;
}

/**
 * After a send: a flag for a matched message, once. `checked` is the verdict on the text
 * sent; a repeat is judged on what the first send stored (its text may differ), and flags
 * only if the first attempt stopped between storing the message and flagging it.
 */
export async function flagSentMessage(
  { db, live }: FlagDeps,
  { chat, seats }: ChatWithSeats,
  sent: { created: boolean; message: MessageRow },
  checked: FilterVerdict,
): Promise<void> {
  const verdict = sent.created ? checked : checkMessage(sent.message.text, { seats });
  if (!verdict.severity) return;
  if (!sent.created && (await hasFilterFlag(db, sent.message.id))) return;
  await raiseFlag(db, live, {
    source: 'filter',
    subject: 'message',
    chatId: chat.id,
    userId: chat.userId,
    messageId: sent.message.id,
    excerpt: sent.message.text,
    spans: verdict.spans,
    severity: verdict.severity,
  });
}

/** After saving an avatar name that matched: a flag on its owner's case outside chats. */
export async function flagAvatarName(
  { db, live }: FlagDeps,
  userId: string,
  name: string,
  verdict: FilterVerdict,
): Promise<void> {
  if (!verdict.severity) return;
  await raiseFlag(db, live, {
    source: 'filter',
    subject: 'avatar-name',
    chatId: null,
    userId,
    excerpt: name,
    spans: verdict.spans,
    severity: verdict.severity,
  });
}
