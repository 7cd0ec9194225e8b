/** What arrives on the wire, checked by hand: the client loads no zod for the live hints. */
import type { LiveEvent } from '@contract/moderation';

const isString = (value: unknown): value is string => typeof value === 'string';

/** A hint we know, or undefined (garbage, or a kind this build does not know yet). */
export function parseLiveEvent(data: string): LiveEvent | undefined {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const fields = value as Record<string, unknown>;
  if (fields.type === 'account') return { type: 'account' };
  if (fields.type === 'chat' && isString(fields.chatHash)) {
    const { chatHash, messageId, reload } = fields;
    // An older server sends none; a malformed one is dropped, the chat hint still holds.
    return {
      type: 'chat',
      chatHash,
      ...(isString(messageId) ? { messageId } : {}),
      // Messages left the chat (a rewind, a delete): the history is read again.
      ...(reload === true ? { reload: true as const } : {}),
    };
  }
  if (fields.type === 'cases' && isString(fields.caseId)) {
    return { type: 'cases', caseId: fields.caseId };
  }
  return undefined;
}
