import type { RateReplyBody, ReplyRating } from '@contract/ratings.ts';
import { authClient } from '@/lib/auth/auth-client';

const ratingPath = (chatHash: string, messageId: string) =>
  `/chats/${encodeURIComponent(chatHash)}/messages/${encodeURIComponent(messageId)}/rating`;

/**
 * Rates a reply (replacing any earlier rating of it): the server's copy of the rating. The body's
 * `alternative` names the version rated (the one on screen then), whatever is shown when sent.
 */
export function putRating(
  chatHash: string,
  messageId: string,
  body: RateReplyBody,
): Promise<ReplyRating> {
  return authClient.put<ReplyRating>(ratingPath(chatHash, messageId), body);
}

/** Takes the rating of version `alternative` back (none to take back is a success too). */
export function deleteRating(
  chatHash: string,
  messageId: string,
  alternative?: number,
): Promise<void> {
  const version = alternative === undefined ? '' : `?alternative=${alternative}`;
  return authClient.delete<void>(`${ratingPath(chatHash, messageId)}${version}`);
}
