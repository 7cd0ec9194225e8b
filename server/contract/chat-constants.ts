/** Chats and replies: costs, sizes, pages and the error codes the client branches on. */

/** Tokens one avatar reply costs: reserved when the reply starts, refunded if it fails. */
export const REPLY_TOKEN_COST = 1;

/** A group chat has the user and this many avatars. */
export const GROUP_MIN_AVATARS = 2;
export const GROUP_MAX_AVATARS = 4;

export const MESSAGE_TEXT_MAX = 4000;

/** The chat list's page size (newest activity first); its upper bound is MAX_PAGE_SIZE. */
export const CHAT_PAGE_SIZE = 30;

/** History page size (newest first) and its upper bound. */
export const MESSAGE_PAGE_SIZE = 50;
export const MESSAGE_PAGE_MAX = 200;

export const CHAT_ERROR_CODES = {
  insufficientTokens: 'INSUFFICIENT_TOKENS',
  replyInProgress: 'REPLY_IN_PROGRESS',
  notRegenerable: 'NOT_REGENERABLE',
  /** A send reused the id of another message (another chat's, or a reply's). */
  messageIdTaken: 'MESSAGE_ID_TAKEN',
  /** Choose, edit or continue: not this message, or not now (server/chats/steer-rules.ts). */
  notSteerable: 'NOT_STEERABLE',
  /** A reply has MAX_ALTERNATIVES versions already: choose one of them. */
  alternativesFull: 'ALTERNATIVES_FULL',
  /**
   * Undoing a chat's deletion after a new chat with the same Angel was opened: one chat per
   * Angel, so the new one has to go (or stay) first.
   */
  chatReopened: 'CHAT_REOPENED',
} as const;

/** The most versions one reply keeps (swipes): each is sent to the client for offline flips. */
export const MAX_ALTERNATIVES = 10;
