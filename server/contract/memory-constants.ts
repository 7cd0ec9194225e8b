/**
 * What an Angel remembers about a user: the zod-free facts both sides use (the panel imports
 * these at runtime; the schemas in memory.ts build on them). Each limit is defined once here.
 */

/** What a fact is about: the panel groups and labels by it, the rules and the model set it. */
export const FACT_KINDS = [
  'name',
  'person',
  'work',
  'place',
  'like',
  'dislike',
  'plan',
  'remember',
  'other',
] as const;
export type FactKind = (typeof FACT_KINDS)[number];

export const FACT_KIND_LABELS = {
  name: 'Name',
  person: 'People and pets',
  work: 'Work',
  place: 'Places',
  like: 'Likes',
  dislike: 'Dislikes',
  plan: 'Plans and dates',
  remember: 'Asked to remember',
  other: 'Other',
} as const satisfies Record<FactKind, string>;

/** learned: by the rules or the model from a message; user: written (or edited) by the user. */
export const FACT_AUTHORS = ['learned', 'user'] as const;
export type FactAuthor = (typeof FACT_AUTHORS)[number];

export const MEMORY_LIMITS = {
  /** Characters of one fact. */
  factText: 300,
  /** Facts one Angel keeps about one user: beyond it the rules learn nothing new. */
  factsPerAngel: 2_000,
  /** Pinned facts are in every prompt, so they are few. */
  pinnedPerAngel: 20,
  /** Unpinned facts a reply recalls: the most relevant to the recent messages, then the newest. */
  recalled: 8,
  /** Recent messages whose words choose the relevant facts. */
  recallMessages: 4,
  /** Characters of a chat's story so far. */
  summaryChars: 1_500,
  /**
   * The newest messages the story so far leaves to the history: the smallest window a reply
   * sees (the built-in engine's 20). A model that sees more finds the summary overlapping its
   * history, never missing what left it.
   */
  summaryKeeps: 20,
  /** Messages that must have left the history window before the summary is rewritten. */
  summaryEvery: 10,
  /** Messages one summary run reads at most (the rest wait for the next run). */
  summaryBatch: 100,
  /** Facts one model extraction may add. */
  extractedPerExchange: 5,
  /** Facts on one page of the panel's list. */
  pageSize: 50,
  pageMax: 100,
  /** Replies of a chat whose memory marks one request returns. */
  marks: 200,
} as const;

export const MEMORY_ERROR_CODES = {
  /** Pinning one more, or adding one more, would pass MEMORY_LIMITS. */
  memoryFull: 'MEMORY_FULL',
  /** A fact's client id already names another fact: add it with a new id. */
  factIdTaken: 'FACT_ID_TAKEN',
  /** An edit would make a fact say exactly what another one says. */
  factExists: 'FACT_EXISTS',
} as const;
