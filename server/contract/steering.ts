/**
 * Steering a conversation (issue 29): choose one of a reply's versions, edit a message, ask
 * the Angel to go on. Bodies and answers of POST /api/chats/{chatHash}/messages/{id}/…
 */
import { z } from 'zod';
import { MAX_ALTERNATIVES, MESSAGE_TEXT_MAX } from './constants.ts';
import { messageSchema } from './chats.ts';
import { safeText } from './text.ts';

/** …/choose: show version `alternative` (0-based) of the reply; it is what counts from now. */
export const chooseAlternativeBodySchema = z.object({
  alternative: z
    .number({ error: 'alternative must be a whole number' })
    .int('alternative must be a whole number')
    .min(0, 'alternative must be at least 0')
    .max(MAX_ALTERNATIVES - 1, `A reply has at most ${MAX_ALTERNATIVES} versions`),
});
export type ChooseAlternativeBody = z.infer<typeof chooseAlternativeBodySchema>;

/**
 * …/edit: the message's new words (the first words stay recoverable as originalText).
 * `editId`: the client's id for this edit (its idempotency key): sent again after a lost
 * answer, the edit is not made (nor charged) twice; the message as it is now is the answer.
 */
export const editMessageBodySchema = z.object({
  text: safeText('The message')
    .trim()
    .min(1, 'Write something first')
    .max(MESSAGE_TEXT_MAX, `A message has at most ${MESSAGE_TEXT_MAX} characters`),
  editId: z.string().uuid('editId must be a uuid').optional(),
});
export type EditMessageBody = z.infer<typeof editMessageBodySchema>;

/**
 * What a steering write answers: the message it changed, the replies it started (an edit of
 * the user's last message answers it again: each reply gets a new version), and the balance.
 */
export const steerResultSchema = z.object({
  message: messageSchema,
  replies: z.array(messageSchema),
  balance: z.number().int(),
});
export type SteerResult = z.infer<typeof steerResultSchema>;
