/**
 * How a reply whose writing ended is settled (steering, issue 29): a continuation that added
 * nothing, or a new version that repeats an earlier one word for word, is not charged; any
 * other text is the reply (reply-states.ts charges it). A failed writing is refunded.
 */
import type { Db } from '../db/client.ts';
import type { MessageRow } from '../db/schema.ts';
import { ReplyEngineError } from '../engines/reply/reply-engine.ts';
import { otherVersionTexts, sameWords } from './alternatives.ts';
import { continuationBase, endContinuation, NOTHING_MORE } from './continue-reply.ts';
import { closeReply } from './reply-states.ts';
import { notifyUser } from '../push/notify.ts';

/** A new version of a reply that says word for word what an earlier one said. */
export const REPEATED_VERSION =
  'She could not find different words this time: this version repeated an earlier one. ' +
  'Your tokens were refunded.';

/**
 * `reply`: the row as its writer claimed it; throws a ReplyEngineError for an empty text. Every
 * reply that gets written ends here, so here its user's devices are told (push/notify.ts sends
 * only while no tab of theirs is in view).
 */
export async function finishReply(
  db: Db,
  reply: MessageRow,
  text: string,
): Promise<MessageRow | undefined> {
  const final = await settleWritten(db, reply, text);
  // A continuation that added nothing is COMPLETE too, with why it added nothing: no news.
  if (final?.status === 'COMPLETE' && !final.error)
    notifyUser(db, { kind: 'message', messageId: final.id });
  return final;
}

async function settleWritten(
  db: Db,
  reply: MessageRow,
  text: string,
): Promise<MessageRow | undefined> {
  const base = continuationBase(reply);
  if (base !== undefined) {
    return text.trim() === base.trim()
      ? endContinuation(db, reply.id, text, NOTHING_MORE)
      : closeReply(db, reply.id, 'COMPLETE', text);
  }
  if (!text.trim()) throw new ReplyEngineError('The reply came back empty.');
  const earlier = await otherVersionTexts(db, reply);
  if (earlier.some((version) => sameWords(version, text))) {
    return closeReply(db, reply.id, 'FAILED', '', REPEATED_VERSION);
  }
  return closeReply(db, reply.id, 'COMPLETE', text);
}

/**
 * The writing failed: the reply keeps what was written and is refunded; a continuation keeps
 * the reply as it was, plus what it wrote. Only an unexpected error is logged.
 */
export async function failReply(
  db: Db,
  replyId: string,
  text: string,
  error: unknown,
  reply: MessageRow | undefined,
  log: (message: string, error?: unknown) => void,
): Promise<MessageRow | undefined> {
  const readable =
    error instanceof ReplyEngineError ? error.message : 'The reply could not be written.';
  if (!(error instanceof ReplyEngineError)) log(`Reply ${replyId} failed`, error);
  const refunded = `${readable} Your tokens were refunded.`;
  if (reply && continuationBase(reply) !== undefined) {
    return endContinuation(db, replyId, text, refunded);
  }
  return closeReply(db, replyId, 'FAILED', text, refunded);
}
