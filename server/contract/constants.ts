/**
 * The contract's runtime constants, free of zod: the browser imports these directly, and
 * importing a schema module would pull all of zod (~35 KB gzip) into the app's entry chunk.
 * Schema modules build on these; types come from the schema modules via `import type`.
 */
import { QUOTAS } from './quotas.ts';

// Moderation's constants live beside these and are read through this module as well.
export * from './moderation-constants.ts';

/** The avatar filter offers these two genders. */
export const GENDERS = ['MALE', 'FEMALE'] as const;
export type Gender = (typeof GENDERS)[number];

export const ETHNICITIES = [
  'ASIAN',
  'BLACK',
  'CAUCASIAN',
  'LATINA',
  'MIDDLE_EASTERN',
  'SOUTH_ASIAN',
  'MIXED',
] as const;
export type Ethnicity = (typeof ETHNICITIES)[number];

/** What people read for each value, in the order the filters list them. */
export const GENDER_LABELS = { FEMALE: 'Female', MALE: 'Male' } as const satisfies Record<
  Gender,
  string
>;

export const ETHNICITY_LABELS = {
  ASIAN: 'Asian',
  BLACK: 'Black',
  CAUCASIAN: 'Caucasian',
  LATINA: 'Latina',
  MIDDLE_EASTERN: 'Middle Eastern',
  SOUTH_ASIAN: 'South Asian',
  MIXED: 'Mixed',
} as const satisfies Record<Ethnicity, string>;

/** Labels that follow the Angel's gender ("Latino" for a man); the others have one label. */
export const GENDERED_ETHNICITY_LABELS: Partial<Record<Ethnicity, Record<Gender, string>>> = {
  LATINA: { FEMALE: 'Latina', MALE: 'Latino' },
};

/** The discover defaults and the age bounds every Angel falls within. */
export const MIN_AGE = 18;
export const MAX_AGE = 99;
export const DEFAULT_GENDER: Gender = 'FEMALE';

/** Discover shows 12 Angels a page; 12 is also every list's default page size. */
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 60;

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

/** What can be bought: a token package or a premium plan (the payment link's product-type). */
export const PRODUCT_TYPES = ['tokens', 'premium'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Kinds of token ledger entry; each change of a balance is exactly one of them. */
export const LEDGER_KINDS = [
  'purchase',
  'grant',
  'reserve',
  'charge',
  'refund',
  'adjust',
  'expire',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const ORDER_STATUSES = ['open', 'complete', 'canceled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'no_payment_required'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** An open order not paid within this long expires (the checkout page starts again). */
export const ORDER_TTL_MINUTES = 60;
/** Token history page size (newest first). */
export const LEDGER_PAGE_SIZE = 30;
export const COUPON_CODE_MAX = 32;

/**
 * What Premium gives, in the words every place that tells it uses (the premium page, the
 * upsell). Where the plans are known, the 'tokens' title names the plan's monthly grant.
 */
export const PREMIUM_BENEFITS = [
  {
    id: 'avatar',
    title: 'Your personal avatar.',
    detail: 'Design how you appear to your Angels.',
  },
  {
    id: 'tokens',
    title: 'Tokens every month.',
    detail: 'Added to your balance at the start of each month of Premium, for more conversations.',
  },
  {
    id: 'cancel',
    title: 'Cancel any time.',
    detail: 'Premium stays active until the end of the period you paid for.',
  },
] as const;

export const MONEY_ERROR_CODES = {
  /** A coupon that does not apply: unknown, expired, not yet valid, used up, other product. */
  couponInvalid: 'COUPON_INVALID',
  /** No such product on sale. */
  unknownProduct: 'UNKNOWN_PRODUCT',
  /** The order is complete, canceled or expired: nothing more can happen to it. */
  orderClosed: 'ORDER_CLOSED',
  paymentDeclined: 'PAYMENT_DECLINED',
  /** Cancel or resume without a subscription that allows it. */
  noSubscription: 'NO_SUBSCRIPTION',
  /** The payment provider (Stripe) could not be reached or refused: nothing changed; retry. */
  paymentProviderUnavailable: 'PAYMENT_PROVIDER_UNAVAILABLE',
} as const;

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

/** The curated catalogue's limits (the console's Catalogue section, /api/admin/catalogue). */
export const CATALOGUE_LIMITS = {
  /** The largest page of the console's list and of an Angel's version history. */
  pageMax: 50,
  /** A search of the console's list: part of a name. */
  searchMax: 100,
  /** Tags of each kind (traits, interests) one catalogue Angel shows. */
  tagsMax: 8,
  tagMax: 40,
  taglineMax: 120,
  /** Landing order: a higher number comes first on Discover and the landing page (ties by id). */
  orderMax: 9999,
} as const;

export const CATALOGUE_ERROR_CODES = {
  /** An edit made from a version that is no longer the latest: another curator saved since. */
  catalogueStale: 'CATALOGUE_STALE',
} as const;
