import { z } from 'zod';
import {
  CHAT_PAGE_SIZE,
  GROUP_MAX_AVATARS,
  GROUP_MIN_AVATARS,
  MESSAGE_PAGE_MAX,
  MESSAGE_PAGE_SIZE,
  MESSAGE_TEXT_MAX,
} from './constants.ts';
import { genderSchema } from './avatars.ts';
import { pagedSchema, pageQuerySchema } from './paging.ts';
import { replyRatingSchema } from './ratings.ts';
import { int32, safeText } from './text.ts';

export {
  CHAT_ERROR_CODES,
  CHAT_PAGE_SIZE,
  GROUP_MAX_AVATARS,
  GROUP_MIN_AVATARS,
  MESSAGE_PAGE_SIZE,
  MAX_ALTERNATIVES,
  MESSAGE_TEXT_MAX,
  REPLY_TOKEN_COST,
} from './constants.ts';

/**
 * Chats. A chat belongs to one user and is addressed by an unguessable `chatHash`.
 * ONE: the user and one avatar (at most one such chat per pair). GROUP: the user and 2–4
 * avatars. Messages are written by the user or by one of the chat's avatars.
 */
export const chatTypeSchema = z.enum(['ONE', 'GROUP']);
export type ChatType = z.infer<typeof chatTypeSchema>;

/** The avatar as a chat shows it: enough for portraits and names without another request. */
export const chatAvatarSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string(),
  /**
   * What the chat's voice is chosen by (src/features/voice), so a reply can be read aloud offline
   * without fetching each Angel. Optional: chats kept on a device before they were sent lack them.
   */
  gender: genderSchema.optional(),
  personality: z.array(z.string()).optional(),
});
export type ChatAvatar = z.infer<typeof chatAvatarSchema>;

/**
 * SENT: a user message stored. QUEUED: a reply waiting for its turn (group). STREAMING: being
 * written. COMPLETE: done. STOPPED: the user stopped it (text so far kept). FAILED: the engine
 * failed (tokens refunded; regenerate to retry).
 */
export const messageStatusSchema = z.enum([
  'SENT',
  'QUEUED',
  'STREAMING',
  'COMPLETE',
  'STOPPED',
  'FAILED',
]);
export type MessageStatus = z.infer<typeof messageStatusSchema>;

/** One version of a reply (a swipe): the one shown is also the message's own text. */
export const alternativeSchema = z.object({
  text: z.string(),
  status: messageStatusSchema,
  error: z.string().nullable(),
  edited: z.literal(true).optional(),
});
export type Alternative = z.infer<typeof alternativeSchema>;

export const messageSchema = z.object({
  /** Client-generated uuid for user messages (the idempotency key), server uuid for replies. */
  id: z.string().uuid(),
  chatHash: z.string(),
  /** null: the user wrote it; otherwise the avatar that did. */
  avatarId: z.number().int().nullable(),
  text: z.string(),
  status: messageStatusSchema,
  /** For replies: the user message it answers. */
  replyTo: z.string().uuid().nullable(),
  createdAt: z.string(),
  /** Why a FAILED reply failed, readable. */
  error: z.string().nullable(),
  /** Present (true) when moderation removed it: its text is then empty. */
  removed: z.literal(true).optional(),
  /** Present (true) on a reply the reading user has reported (the chat marks it for them). */
  reported: z.literal(true).optional(),
  /** A reply with several versions: all of them (2..MAX_ALTERNATIVES), and the one shown. */
  alternatives: z.array(alternativeSchema).optional(),
  alternative: z.number().int().min(0).optional(),
  /** Edited by the user; `originalText`: the words before the first edit (recoverable). */
  edited: z.literal(true).optional(),
  originalText: z.string().optional(),
  /** The reading user's thumbs up or down on this version of a reply, if they gave one. */
  rating: replyRatingSchema.optional(),
});
export type Message = z.infer<typeof messageSchema>;

export const chatSchema = z.object({
  chatHash: z.string(),
  type: chatTypeSchema,
  /** In the chat's rotating speaking order, next speaker first (ONE: the one avatar). */
  avatars: z.array(chatAvatarSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Chat = z.infer<typeof chatSchema>;

/** GET /api/chats: newest activity first. */
export const chatSummarySchema = chatSchema.extend({
  lastMessage: messageSchema.nullable(),
  /** An avatar wrote after the user last read the chat. */
  unread: z.boolean(),
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;
/** A page of the list, newest activity first; `avatarId`: only the chats that Angel sits in. */
export const chatListQuerySchema = pageQuerySchema(CHAT_PAGE_SIZE).extend({
  avatarId: z.coerce
    .number({ error: 'avatarId must be a whole number' })
    .int('avatarId must be a whole number')
    .min(1, 'avatarId must be at least 1')
    .max(2_147_483_647, 'avatarId is too large')
    .optional(),
});
export type ChatListQuery = z.infer<typeof chatListQuerySchema>;
export const chatListSchema = pagedSchema(chatSummarySchema);
export type ChatList = z.infer<typeof chatListSchema>;

/** POST /api/chats: one avatar → the one-to-one chat (found or created); 2–4 → a new group. */
export const createChatBodySchema = z.object({
  avatarIds: z
    .array(int32('Each Angel id'))
    .min(1, 'Pick at least one Angel')
    .max(GROUP_MAX_AVATARS, `A group has at most ${GROUP_MAX_AVATARS} Angels`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each Angel can join only once')
    .refine(
      (ids) => ids.length === 1 || ids.length >= GROUP_MIN_AVATARS,
      `A group needs ${GROUP_MIN_AVATARS} to ${GROUP_MAX_AVATARS} Angels`,
    ),
});
export type CreateChatBody = z.infer<typeof createChatBodySchema>;

/** GET /api/chats/{chatHash}/messages: a page of history, newest first. */
export const messagePageQuerySchema = z.object({
  /** Opaque: the previous page's `nextCursor`. Absent: the newest page. */
  before: safeText('before').max(200).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MESSAGE_PAGE_MAX, `limit must be at most ${MESSAGE_PAGE_MAX}`)
    .default(MESSAGE_PAGE_SIZE),
});
export const messagePageSchema = z.object({
  items: z.array(messageSchema),
  /** null: this page reaches the first message. */
  nextCursor: z.string().nullable(),
  /**
   * The chat's history revision: counted up whenever the shown history changes other than by
   * a message added at its end (a rewind, a restored branch, a delete, a clear, an undo, an
   * edit, a hide by moderation). A client holding pages of another revision reads the
   * history again instead of merging the newest page into them.
   */
  revision: z.number().int().nonnegative(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/**
 * POST /api/chats/{chatHash}/messages. A repeated `id` returns the first result (200, not 201).
 * Asked with `Accept: text/event-stream`, the answer streams: `event: sent` carrying the
 * SendMessageResult, then the first reply's `delta` and `done` events, exactly as its own stream
 * (below) sends them, so its first words need no second request.
 */
export const sendMessageBodySchema = z.object({
  id: z.string().uuid('id must be a uuid'),
  text: safeText('The message')
    .trim()
    .min(1, 'Write a message first')
    .max(MESSAGE_TEXT_MAX, `A message has at most ${MESSAGE_TEXT_MAX} characters`),
  /** Group chats: how many avatars answer (1..avatars); default all. Ignored for ONE. */
  responders: z.number().int().min(1).max(GROUP_MAX_AVATARS).optional(),
});
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

export const sendMessageResultSchema = z.object({
  message: messageSchema,
  /**
   * The replies it started, in speaking order (first STREAMING, the rest QUEUED; all QUEUED
   * while a reply to an earlier message is still being written).
   */
  replies: z.array(messageSchema),
  /** The token balance after reserving the replies' cost. */
  balance: z.number().int(),
});
export type SendMessageResult = z.infer<typeof sendMessageResultSchema>;

/** Regenerate (the chat's last reply) and stop answer with the reply and the balance. */
export const replyResultSchema = z.object({ reply: messageSchema, balance: z.number().int() });
export type ReplyResult = z.infer<typeof replyResultSchema>;

/**
 * GET /api/chats/{chatHash}/messages/{id}/stream — Server-Sent Events, `text/event-stream`.
 * `event: delta` data {text}: text appended; the event `id` is the reply's length so far, so a
 * reconnect with `Last-Event-ID: <n>` receives everything after character n.
 * `event: done` data: the final Message (COMPLETE, STOPPED or FAILED); the stream then ends.
 * A reply that is already finished answers with `done` at once. A QUEUED reply streams once
 * its turn comes.
 */
export const streamDeltaSchema = z.object({ text: z.string() });
export type StreamDelta = z.infer<typeof streamDeltaSchema>;
