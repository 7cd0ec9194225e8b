/** Accounts: roles, credentials, what a new account starts with, and auth error codes. */

/**
 * Groups (roles): every account is a USER; customer care agents are also AGENT; the agents who
 * curate the public catalogue (docs/product-rules.md#the-catalogue) are also CURATOR.
 */
export const GROUPS = ['USER', 'AGENT', 'CURATOR'] as const;
export type Group = (typeof GROUPS)[number];

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const AVATAR_NAME_MAX = 40;
/** The longest "how your Angels see you": a few sentences, a small part of every prompt. */
export const USER_PERSONA_MAX = 400;
/**
 * What PATCH /api/users/{id} takes as `portraitKey` to keep the user's own designed portrait
 * (a rename); any stock key replaces it.
 */
export const CUSTOM_PORTRAIT_KEY = 'custom';

/** Tokens every new account starts with, so a first chat needs no purchase. */
export const STARTER_TOKENS = 50;

/**
 * Error codes the client branches on; everything else is shown by its message.
 * ACCOUNT_SUSPENDED comes with 403 on every authenticated call of a suspended account.
 */
export const AUTH_ERROR_CODES = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  emailNotConfirmed: 'EMAIL_NOT_CONFIRMED',
  emailTaken: 'EMAIL_TAKEN',
  invalidToken: 'INVALID_TOKEN',
  /** A confirmation link for an account that is already confirmed (opened twice). */
  alreadyConfirmed: 'ALREADY_CONFIRMED',
  unauthorized: 'UNAUTHORIZED',
  suspended: 'ACCOUNT_SUSPENDED',
  rateLimited: 'RATE_LIMITED',
  forbidden: 'FORBIDDEN',
} as const;
