/**
 * The curated catalogue (the console's Catalogue section, /api/admin/catalogue): what a
 * curator edits of a public Angel, what the console lists, and each Angel's version history.
 * Rules: docs/product-rules.md#the-catalogue.
 */
import { z } from 'zod';
import { angelDraftSchema, angelText, importCardBodySchema } from './angels.ts';
import { avatarSchema, ethnicitySchema, genderSchema } from './avatars.ts';
import {
  ANGEL_NAME_MAX,
  ANGEL_OCCUPATION_MAX,
  CATALOGUE_LIMITS,
  MAX_AGE,
  MIN_AGE,
} from './constants.ts';
import { personRefSchema } from './moderation-base.ts';
import { pagedSchema, pageQuerySchema } from './paging.ts';
import { int32, nameText, safeText } from './text.ts';

export { CATALOGUE_LIMITS } from './constants.ts';

const { tagsMax, tagMax, taglineMax, orderMax, pageMax, searchMax } = CATALOGUE_LIMITS;

/** A portrait value as the drawing engine names it: letters and digits (colours are hex). */
const drawn = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .regex(/^[A-Za-z0-9]{1,40}$/, `${label}: not a value the portrait can be drawn with`);

/** How the portrait is drawn; the server also draws it once before saving (a 400 if it cannot). */
export const cataloguePortraitSchema = z.object({
  style: z.literal('avataaars', { error: 'The portrait style must be avataaars' }),
  seed: safeText('Portrait seed').min(1, 'Portrait seed is required').max(64),
  skinColor: drawn('Skin'),
  top: drawn('Hair style'),
  hairColor: drawn('Hair colour'),
  facialHair: drawn('Facial hair').nullable(),
  accessories: drawn('Glasses').nullable(),
  clothing: drawn('Outfit'),
  clothesColor: drawn('Outfit colour'),
  eyes: drawn('Eyes'),
  eyebrows: drawn('Eyebrows'),
  mouth: drawn('Mouth'),
  backgroundColor: drawn('Background'),
});

const tags = (label: string) =>
  z
    .array(nameText(`A ${label.toLowerCase()} tag`, tagMax), { error: `${label} must be a list` })
    .max(tagsMax, `At most ${tagsMax} ${label.toLowerCase()}`)
    .refine((values) => new Set(values).size === values.length, `${label} repeat a tag`);

/** Everything a curator edits of a catalogue Angel: texts, portrait, tags, landing order. */
export const catalogueFieldsSchema = z.object({
  name: nameText('Name', ANGEL_NAME_MAX),
  gender: genderSchema,
  age: z
    .number({ error: 'Age must be a number' })
    .int('Age must be a whole number')
    .min(MIN_AGE, `Angels are adults: age must be at least ${MIN_AGE}`)
    .max(MAX_AGE, `Age must be at most ${MAX_AGE}`),
  ethnicity: ethnicitySchema,
  tagline: nameText('Tagline', taglineMax),
  occupation: angelText('Occupation', ANGEL_OCCUPATION_MAX),
  bio: angelText('Bio').pipe(z.string().min(1, 'Bio is required')),
  greeting: angelText('Greeting').pipe(z.string().min(1, 'Greeting is required')),
  personality: tags('Traits'),
  interests: tags('Interests'),
  portrait: cataloguePortraitSchema,
  landingOrder: z
    .number({ error: 'Order must be a number' })
    .int('Order must be a whole number')
    .min(0, 'Order must be at least 0')
    .max(orderMax, `Order must be at most ${orderMax}`),
});
export type CatalogueFields = z.infer<typeof catalogueFieldsSchema>;

/** One catalogue Angel as the console shows it: the visitor's view plus the curation state. */
export const catalogueAngelSchema = avatarSchema.extend({
  published: z.boolean(),
  /** The latest version's number: an edit names it, so two curators never overwrite blindly. */
  version: z.number().int(),
  fields: catalogueFieldsSchema,
  updatedAt: z.string(),
});
export type CatalogueAngel = z.infer<typeof catalogueAngelSchema>;

export const catalogueItemSchema = avatarSchema
  .pick({ id: true, name: true, tagline: true, imageUrl: true })
  .extend({ published: z.boolean(), landingOrder: z.number().int(), updatedAt: z.string() });
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;

export const CATALOGUE_STATUSES = ['all', 'published', 'unpublished'] as const;
export type CatalogueStatus = (typeof CATALOGUE_STATUSES)[number];

export const catalogueListQuerySchema = z.object({
  q: safeText('Search')
    .max(searchMax, `Search must be at most ${searchMax} characters`)
    .transform((value) => value.trim())
    .optional(),
  status: z
    .enum(CATALOGUE_STATUSES, { error: `status must be one of ${CATALOGUE_STATUSES.join(', ')}` })
    .default('all'),
  ...pageQuerySchema(20, { maxSize: pageMax }).shape,
});
export type CatalogueListQuery = z.infer<typeof catalogueListQuerySchema>;

export const cataloguePageSchema = pagedSchema(catalogueItemSchema);
export type CataloguePage = z.infer<typeof cataloguePageSchema>;

/** POST /api/admin/catalogue: an Angel made with the creator (not charged: the team's). */
export const catalogueCreateBodySchema = z.object({ draft: angelDraftSchema });
export type CatalogueCreateBody = z.infer<typeof catalogueCreateBodySchema>;

/** POST /api/admin/catalogue/import: a character card becomes an unpublished catalogue Angel. */
export const catalogueImportBodySchema = importCardBodySchema.omit({ requestId: true });
export type CatalogueImportBody = z.infer<typeof catalogueImportBodySchema>;

/** PUT /api/admin/catalogue/{id}: the new fields, made from the version the curator saw. */
export const catalogueUpdateBodySchema = z.object({
  version: int32('version'),
  fields: catalogueFieldsSchema,
});
export type CatalogueUpdateBody = z.infer<typeof catalogueUpdateBodySchema>;

export const CATALOGUE_CHANGES = [
  'original',
  'create',
  'edit',
  'publish',
  'unpublish',
  'restore',
] as const;
export type CatalogueChange = (typeof CATALOGUE_CHANGES)[number];

/** One version of an Angel: what it was after a change, who made it, when. */
export const catalogueVersionSchema = z.object({
  version: z.number().int(),
  change: z.enum(CATALOGUE_CHANGES),
  published: z.boolean(),
  fields: catalogueFieldsSchema,
  /** Null for the state the seed wrote, and once the curator's account is gone. */
  actor: personRefSchema.nullable(),
  createdAt: z.string(),
});
export type CatalogueVersion = z.infer<typeof catalogueVersionSchema>;

export const catalogueVersionPageSchema = pagedSchema(catalogueVersionSchema);
export type CatalogueVersionPage = z.infer<typeof catalogueVersionPageSchema>;
export const catalogueVersionQuerySchema = z.object(
  pageQuerySchema(10, { maxSize: pageMax }).shape,
);

/** GET /api/avatars/version: changes whenever anything a visitor sees of the catalogue does. */
export const catalogueVersionStampSchema = z.object({ version: z.string() });
export type CatalogueVersionStamp = z.infer<typeof catalogueVersionStampSchema>;
