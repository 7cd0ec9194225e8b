import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from './paging.ts';
import { DEFAULT_PAGE_SIZE, ETHNICITIES, GENDERS, MAX_AGE, MIN_AGE } from './constants.ts';

export { DEFAULT_GENDER, ETHNICITIES, GENDERS, MAX_AGE, MIN_AGE } from './constants.ts';

export const genderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof genderSchema>;

export const ethnicitySchema = z.enum(ETHNICITIES);
export type Ethnicity = z.infer<typeof ethnicitySchema>;

/** One card in the discover grid: enough to render without a second request. */
export const avatarSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: genderSchema,
  age: z.number().int(),
  ethnicity: ethnicitySchema,
  tagline: z.string(),
  imageUrl: z.string(),
  imageWidth: z.number().int(),
  imageHeight: z.number().int(),
});
export type AvatarSummary = z.infer<typeof avatarSummarySchema>;

export const avatarSchema = avatarSummarySchema.extend({
  occupation: z.string(),
  bio: z.string(),
  personality: z.array(z.string()),
  interests: z.array(z.string()),
  greeting: z.string(),
});
export type Avatar = z.infer<typeof avatarSchema>;

/** Far past any catalogue, and keeps the SQL offset a small number. */
const MAX_PAGE = 100_000;

export const avatarPageSchema = pagedSchema(avatarSummarySchema);
export type AvatarPage = z.infer<typeof avatarPageSchema>;

const option = <T extends z.ZodType>(value: T) => z.object({ value, label: z.string() });

const choices = z.array(option(z.string()));

/** What the Angel creator offers (server/contract/angel-looks.ts), and its rules. */
export const generatorOptionsSchema = z.object({
  /** By look field: skinTone, hairStyle, hairColor, eyes, facialHair, glasses, outfit… */
  looks: z.record(z.string(), choices),
  traits: choices,
  interests: choices,
  relationships: choices,
  tones: choices,
  maxTraits: z.number().int(),
  maxInterests: z.number().int(),
  nameMax: z.number().int(),
  textMax: z.number().int(),
  /** Tokens that creating (or importing) an Angel costs. */
  creationCost: z.number().int(),
});
export type GeneratorOptions = z.infer<typeof generatorOptionsSchema>;

/** GET /api/avatars/options: what the discover filters and the Angel creator offer. */
export const avatarOptionsSchema = z.object({
  genders: z.array(option(genderSchema)),
  ethnicities: z.array(option(ethnicitySchema)),
  minAge: z.number().int(),
  maxAge: z.number().int(),
  generator: generatorOptionsSchema,
});
export type AvatarOptions = z.infer<typeof avatarOptionsSchema>;

/**
 * GET /api/avatars query, as the server validates it. `ethnicity` arrives comma-separated
 * (`ASIAN,BLACK`). Unlike the client's URL parsing, bad input here is an error, not a default.
 */
export const avatarListQuerySchema = z
  .object({
    gender: z
      .enum(GENDERS, { error: 'gender must be MALE or FEMALE' })
      .optional()
      .describe('All genders when absent'),
    minAge: z.coerce
      .number({ error: 'minAge must be a whole number' })
      .int('minAge must be a whole number')
      .min(MIN_AGE, `minAge must be at least ${MIN_AGE}`)
      .max(MAX_AGE, `minAge must be at most ${MAX_AGE}`)
      .default(MIN_AGE),
    maxAge: z.coerce
      .number({ error: 'maxAge must be a whole number' })
      .int('maxAge must be a whole number')
      .min(MIN_AGE, `maxAge must be at least ${MIN_AGE}`)
      .max(MAX_AGE, `maxAge must be at most ${MAX_AGE}`)
      .default(MAX_AGE),
    ethnicity: z
      .string()
      .optional()
      .transform((raw) => (raw ? raw.split(',').filter(Boolean) : []))
      .pipe(
        z.array(
          z.enum(ETHNICITIES, { error: (issue) => `Unknown ethnicity: ${String(issue.input)}` }),
        ),
      )
      .describe(`Comma-separated, any of ${ETHNICITIES.join(', ')}; all when absent`),
    ...pageQuerySchema(DEFAULT_PAGE_SIZE, { maxPage: MAX_PAGE }).shape,
  })
  .refine((q) => q.maxAge >= q.minAge, {
    message: 'maxAge must not be less than minAge',
    path: ['maxAge'],
  });
export type AvatarListQuery = z.infer<typeof avatarListQuerySchema>;
