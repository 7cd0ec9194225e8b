/**
 * Monthly spending limits (issue 32): what a user lets themselves spend in a calendar month,
 * in money (purchases) and in tokens (replies, Angels). Zod-free: the browser imports it.
 */
export const SPENDING_LIMITS = {
  /** A limit above this is no limit worth the name: the field refuses it. */
  tokensMax: 10_000_000,
  /** In minor units of the domain's currency (1,000,000.00). */
  moneyMinorMax: 100_000_000,
  /** From this share of a limit on, the app warns that the month's limit is near. */
  warnShare: 0.8,
} as const;

export const SPENDING_ERROR_CODES = {
  /** A purchase or a spend would take the month past the user's own limit. */
  limitReached: 'SPENDING_LIMIT_REACHED',
} as const;
