import { z } from 'zod';
import { FACT_AUTHORS, FACT_KINDS, MEMORY_LIMITS } from './memory-constants.ts';
import { pagedSchema } from './paging.ts';
import { safeText } from './text.ts';

export * from './memory-constants.ts';

/**
 * What an Angel remembers about the user (issue 28). Facts are per user and Angel: the
 * Angel's one-to-one chat and every group it sits in share them. Nobody else sees them.
 */
export const factKindSchema = z.enum(FACT_KINDS);
export const factAuthorSchema = z.enum(FACT_AUTHORS);

/** Where a fact was learned: the message, to jump to (absent: written by the user). */
export const factSourceSchema = z.object({
  chatHash: z.string(),
  messageId: z.string().uuid(),
});

export const factSchema = z.object({
  id: z.number().int(),
  avatarId: z.number().int(),
  kind: factKindSchema,
  text: z.string(),
  author: factAuthorSchema,
  pinned: z.boolean(),
  source: factSourceSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Fact = z.infer<typeof factSchema>;

export const factPageSchema = pagedSchema(factSchema).extend({
  angel: z.object({ id: z.number().int(), name: z.string() }),
  pinned: z.number().int(),
});
export type FactPage = z.infer<typeof factPageSchema>;

// U+FEFF (zero-width no-break space) counts as \s in JavaScript: collapsing it into a space
// would split a word the content filter must read whole ("k\uFEFFill"), so it is dropped first.
const factText = safeText('text')
  .transform((value) =>
    value
      .normalize('NFC')
      .replace(/\uFEFF/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  )
  .pipe(
    z
      .string()
      .min(1, 'text is required')
      .max(MEMORY_LIMITS.factText, `text must be at most ${MEMORY_LIMITS.factText} characters`),
  );

/** A fact the user writes. `id` is the client's key: the same add sent twice adds one fact. */
export const addFactBodySchema = z.object({
  id: z.string().uuid('id must be a uuid'),
  text: factText,
  kind: factKindSchema.default('other'),
  pinned: z.boolean().default(false),
});
export type AddFactBody = z.input<typeof addFactBodySchema>;

/** The fact's new state (what is absent stays): repeating an edit changes nothing more. */
export const editFactBodySchema = z
  .object({
    text: factText.optional(),
    kind: factKindSchema.optional(),
    pinned: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Say what to change' });
export type EditFactBody = z.input<typeof editFactBodySchema>;

export const forgetResultSchema = z.object({ forgotten: z.number().int() });
export type ForgetResult = z.infer<typeof forgetResultSchema>;

/** Which memories a reply drew on: the mark under the reply opens these. */
export const memoryMarkSchema = z.object({
  messageId: z.string().uuid(),
  facts: z.array(z.object({ id: z.number().int(), text: z.string() })),
});
export const memoryMarksSchema = z.object({ marks: z.array(memoryMarkSchema) });
export type MemoryMarks = z.infer<typeof memoryMarksSchema>;
/**
 * `reply`: the marks of that one reply only (none if it used no memory, or is not one of the
 * chat's shown replies). A reply that has just been written asks for its own: a read of one
 * row, where the chat's latest marks read hundreds.
 */
export const memoryMarksQuerySchema = z.object({ reply: z.string().uuid().optional() });
