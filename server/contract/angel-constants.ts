/** Angels people create or import: cost, text limits, card files and errors. */
import { QUOTAS } from './quotas.ts';

/** Tokens creating or importing an Angel costs: reserved first, refunded if it fails. */
export const ANGEL_CREATION_COST = 20;
/** An Angel's own texts. Long texts fit what card sites publish (descriptions run to pages). */
export const ANGEL_NAME_MAX = 40;
export const ANGEL_OCCUPATION_MAX = 60;
export const ANGEL_TEXT_MAX = 8000;
export const ANGEL_GREETINGS_MAX = 10;
export const ANGEL_TAGS_MAX = 20;
export const ANGEL_TAG_MAX = 40;
export const ANGEL_TRAITS_MAX = 3;
export const ANGEL_INTERESTS_MAX = 5;
/** A character card file (PNG or JSON) is refused above this size. */
export const CARD_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** The creator's draft as the server keeps it (GET/PUT /api/users/{id}/generator-state). */
export const GENERATOR_STATE_MAX_BYTES = 64 * 1024;

/** How many Angels one account may keep (created and imported together): see quotas.ts. */
export const ANGELS_PER_USER_MAX = QUOTAS.angels;

export const ANGEL_ERROR_CODES = {
  /** A character card that is not one: not a PNG or JSON card, no card data, bad fields. */
  cardInvalid: 'CARD_INVALID',
  /** The account already keeps ANGELS_PER_USER_MAX Angels. */
  tooManyAngels: 'TOO_MANY_ANGELS',
  /** A premium-only action (the personal portrait generator) by an account without premium. */
  premiumRequired: 'PREMIUM_REQUIRED',
  /** The Angel sits in a chat whose moderation case is still open: deleting it would lose it. */
  angelUnderReview: 'ANGEL_UNDER_REVIEW',
} as const;
