import { z } from 'zod';

/**
 * GET /api/events (Server-Sent Events): hints that something changed, never the data itself;
 * the client refetches through the ordinary, authorized endpoints. `chat`: a message appeared
 * or changed in one of the user's chats, with `messageId` when one message that may lie
 * outside the newest page changed (moderation hid it); `account`: the user's standing changed
 * (a warning, a suspension); `cases`: the moderation queue changed (agents only).
 */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('chat'),
    chatHash: z.string(),
    messageId: z.string().optional(),
    /** Messages left the chat (a rewind, a delete): merging the newest page cannot show it. */
    reload: z.literal(true).optional(),
  }),
  z.object({ type: z.literal('account') }),
  z.object({ type: z.literal('cases'), caseId: z.string() }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
