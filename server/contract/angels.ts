/**
 * Angels users make: the creator's choices and texts, the API shapes of "My Angels", the
 * creator's draft kept on the server, text proposals, and character-card import. Created and
 * imported Angels are ordinary avatars with an owner and `private` visibility: they chat like
 * the catalogue's and never appear in anyone's discover.
 */
import { z } from 'zod';
import {
  ANGEL_GREETINGS_MAX,
  ANGEL_INTERESTS_MAX,
  ANGEL_NAME_MAX,
  ANGEL_OCCUPATION_MAX,
  ANGEL_TAG_MAX,
  ANGEL_TAGS_MAX,
  ANGEL_TEXT_MAX,
  ANGEL_TRAITS_MAX,
  ETHNICITIES,
  GENDERS,
  MAX_AGE,
  MIN_AGE,
} from './constants.ts';
import {
  INTERESTS,
  LOOK_CHOICES,
  RELATIONSHIPS,
  TONES,
  TRAITS,
  type AngelLook,
  type Choice,
} from './angel-looks.ts';
import type { PortraitOptions } from './portrait-options.ts';
import { avatarSchema, avatarSummarySchema } from './avatars.ts';
import { checkStorableJson } from './storable-json.ts';
import { nameText, safeText } from './text.ts';

/** One of a list's values; the message names the field and the value that is not offered. */
const oneOf = (label: string, choices: Choice[]) =>
  safeText(label).refine((value) => choices.some((choice) => choice.value === value), {
    error: (issue) => `${label}: "${String(issue.input)}" is not one of the options`,
  });

const someOf = (label: string, choices: Choice[], max: number) =>
  z
    .array(oneOf(label, choices), { error: `${label} must be a list` })
    .max(max, `Pick at most ${max} ${label.toLowerCase()}`)
    .refine((values) => new Set(values).size === values.length, `${label} repeat a choice`);

const lookShape = Object.fromEntries(
  Object.entries(LOOK_CHOICES).map(([field, choices]) => [field, oneOf(field, choices)]),
) as Record<keyof AngelLook, ReturnType<typeof oneOf>>;

export const angelLookSchema = z.object(lookShape);

/** A long text of an Angel: trimmed, at most ANGEL_TEXT_MAX characters, empty allowed. */
export const angelText = (label: string, max = ANGEL_TEXT_MAX) =>
  safeText(label)
    .transform((value) => value.trim())
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`));

export const angelChoicesSchema = z.object({
  gender: z.enum(GENDERS, { error: 'Gender must be MALE or FEMALE' }),
  age: z
    .number({ error: 'Age must be a number' })
    .int('Age must be a whole number')
    .min(MIN_AGE, `Angels are adults: age must be at least ${MIN_AGE}`)
    .max(MAX_AGE, `Age must be at most ${MAX_AGE}`),
  ethnicity: z.enum(ETHNICITIES, {
    error: (issue) => `Ethnicity: "${String(issue.input)}" is not one of the options`,
  }),
  look: angelLookSchema,
  traits: someOf('Traits', TRAITS, ANGEL_TRAITS_MAX),
  interests: someOf('Interests', INTERESTS, ANGEL_INTERESTS_MAX),
  relationship: oneOf('Relationship', RELATIONSHIPS),
  tone: oneOf('Tone', TONES),
  name: nameText('Name', ANGEL_NAME_MAX),
});
export type AngelChoicesInput = z.input<typeof angelChoicesSchema>;

/** The texts the creator proposes and the user edits. */
export const angelTextsSchema = z.object({
  occupation: angelText('Occupation', ANGEL_OCCUPATION_MAX),
  bio: angelText('Bio').pipe(z.string().min(1, 'Bio is required')),
  description: angelText('Personality description'),
  greeting: angelText('Greeting').pipe(z.string().min(1, 'Greeting is required')),
});
export type AngelTexts = z.infer<typeof angelTextsSchema>;
export const ANGEL_TEXT_FIELDS = ['occupation', 'bio', 'description', 'greeting'] as const;
export type AngelTextField = (typeof ANGEL_TEXT_FIELDS)[number];

/** What creating or editing an Angel sends: the choices, the texts, the portrait's seed. */
export const angelDraftSchema = z.object({
  choices: angelChoicesSchema,
  texts: angelTextsSchema,
  seed: safeText('seed').min(1).max(64),
});
export type AngelDraft = z.infer<typeof angelDraftSchema>;

/** POST /api/my-angels. `requestId` makes a retried create charge and create once. */
export const createAngelBodySchema = z.object({
  requestId: z.uuid('requestId must be a UUID'),
  draft: angelDraftSchema,
});
export type CreateAngelBody = z.infer<typeof createAngelBodySchema>;

/** PUT /api/my-angels/{id}: editing is free; an imported Angel keeps its card's extra fields. */
export const updateAngelBodySchema = z.object({ draft: angelDraftSchema });
export type UpdateAngelBody = z.infer<typeof updateAngelBodySchema>;

/** A character card's fields that Angels keeps beside its own (see the card mapping). */
export const angelCardFieldsSchema = z.object({
  scenario: z.string(),
  exampleMessages: z.string(),
  alternateGreetings: z.array(z.string()).max(ANGEL_GREETINGS_MAX),
  tags: z.array(z.string().max(ANGEL_TAG_MAX)).max(ANGEL_TAGS_MAX),
  creatorNotes: z.string(),
  creator: z.string(),
});
export type AngelCardFields = z.infer<typeof angelCardFieldsSchema>;

/** One of the user's own Angels, with what Edit, the card export and the chat need. */
export const myAngelSchema = avatarSchema.extend({
  source: z.enum(['created', 'imported']),
  description: z.string(),
  relationship: z.string().nullable(),
  tone: z.string().nullable(),
  card: angelCardFieldsSchema,
  /** What the creator opens for Edit; for an imported Angel, choices inferred from its card. */
  draft: angelDraftSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MyAngel = z.infer<typeof myAngelSchema>;

export const myAngelListSchema = z.object({ items: z.array(avatarSummarySchema) });
export type MyAngelList = z.infer<typeof myAngelListSchema>;

/** DELETE /api/my-angels/{id}: what went with it. */
export const deletedAngelSchema = z.object({ deletedChats: z.number().int() });
export type DeletedAngel = z.infer<typeof deletedAngelSchema>;

/**
 * The creator's draft as the server keeps it for a logged-in user. The server stores `draft`
 * as given (bounded in size): its shape is the creator's business, and the newer `savedAt`
 * wins when a device finds the server's and its own differ.
 */
export const generatorStateSchema = z.object({
  // Stored as jsonb: a NUL, a lone surrogate or absurd nesting is a 400 naming where, not a 500.
  draft: z.record(z.string(), z.unknown()).superRefine((draft, ctx) => {
    const found = checkStorableJson(draft);
    if (!found) return;
    ctx.addIssue({
      code: 'custom',
      message: `The draft's ${found.path === '' ? 'value' : `"${found.path}"`} ${found.problem}`,
      path: found.path === '' ? [] : found.path.split('.'),
    });
  }),
  /** ISO time the client saved the draft (its clock; used to pick the newer draft). */
  savedAt: z.iso.datetime({ offset: true, error: 'savedAt must be an ISO date-time' }),
});
export type GeneratorState = z.infer<typeof generatorStateSchema>;
export const generatorStateResponseSchema = z.object({ state: generatorStateSchema.nullable() });
export type GeneratorStateResponse = z.infer<typeof generatorStateResponseSchema>;

/** POST /api/avatars/proposals: one text written from the choices (regenerable alone). */
export const proposalBodySchema = z.object({
  field: z.enum(ANGEL_TEXT_FIELDS, {
    error: 'field must be occupation, bio, description or greeting',
  }),
  /** The name may still be empty while the user has not reached that step. */
  choices: angelChoicesSchema.extend({ name: safeText('Name').max(ANGEL_NAME_MAX) }),
  /** Varies the proposal: the same choices and seed give the same text. */
  seed: safeText('seed').max(64),
  /** The occupation already in the form: a proposed bio names this one, never another. */
  occupation: safeText('Occupation').max(ANGEL_OCCUPATION_MAX).optional(),
});
export type ProposalBody = z.infer<typeof proposalBodySchema>;
export const proposalSchema = z.object({
  text: z.string(),
  /** Who wrote it: the built-in writer, or the configured model. */
  engine: z.enum(['built-in', 'llm']),
});
export type Proposal = z.infer<typeof proposalSchema>;

/** POST /api/my-angels/import: the card file, base64 (the API takes JSON bodies only). */
export const importCardBodySchema = z.object({
  requestId: z.uuid('requestId must be a UUID'),
  fileName: safeText('fileName').max(255),
  contentBase64: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'contentBase64 must be base64'),
  /** Needed when the card states no age (the preview says so); a stated age wins. */
  age: z
    .number()
    .int()
    .min(MIN_AGE, `Angels are adults: at least ${MIN_AGE}.`)
    .max(MAX_AGE, `At most ${MAX_AGE}.`)
    .optional(),
});
export type ImportCardBody = z.infer<typeof importCardBodySchema>;

/** POST /api/my-angels/import/preview: the same file, read without creating or charging. */
export const cardPreviewBodySchema = importCardBodySchema.pick({
  fileName: true,
  contentBase64: true,
});
export type CardPreviewBody = z.infer<typeof cardPreviewBodySchema>;

const portraitOptionsSchema = z.object({
  style: z.literal('avataaars'),
  seed: z.string(),
  skinColor: z.string(),
  top: z.string(),
  hairColor: z.string(),
  facialHair: z.string().nullable(),
  accessories: z.string().nullable(),
  clothing: z.string(),
  clothesColor: z.string(),
  eyes: z.string(),
  eyebrows: z.string(),
  mouth: z.string(),
  backgroundColor: z.string(),
}) satisfies z.ZodType<PortraitOptions>;

/** What importing the card would create, and what it would cost. */
export const cardPreviewSchema = z.object({
  name: z.string(),
  greeting: z.string(),
  /** Null: the card does not say; the import then needs an `age`. */
  age: z.number().int().nullable(),
  /** The drawn portrait; null when the PNG card's own picture becomes the portrait. */
  portrait: portraitOptionsSchema.nullable(),
  cost: z.number().int(),
});
export type CardPreview = z.infer<typeof cardPreviewSchema>;

/** PUT /api/users/{id}/portrait: the premium personal portrait, from the creator's looks. */
export const personalPortraitBodySchema = z.object({
  look: angelLookSchema,
  tone: oneOf('Expression', TONES),
  seed: safeText('seed').min(1).max(64),
});
export type PersonalPortraitBody = z.infer<typeof personalPortraitBodySchema>;
