import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AngelCardFields, AngelDraft } from '../../contract/angels.ts';
import type { Ethnicity, Gender } from '../../contract/avatars.ts';
import type { PortraitOptions } from '../../engines/image/portrait-options.ts';
import { users } from './users.ts';

export const AVATAR_SOURCES = ['catalogue', 'created', 'imported'] as const;
export type AvatarSource = (typeof AVATAR_SOURCES)[number];
export type AvatarVisibility = 'public' | 'private';

/**
 * What an Angel a user made has beyond a catalogue profile. `draft` is what the creator opens
 * for Edit; `cardExtra` keeps everything of an imported card that Angels does not use
 * (unknown fields, extensions, a lorebook), so exporting it again loses nothing.
 */
export type AngelProfile = {
  description: string;
  relationship: string | null;
  tone: string | null;
  card: AngelCardFields;
  draft: AngelDraft;
  cardExtra: Record<string, unknown>;
};

/**
 * Every Angel: the public catalogue browsed on /discover (no owner), and the private Angels
 * users create or import (an owner, `private`), which chat the same way and are nobody
 * else's to see.
 */
export const avatars = pgTable(
  'avatars',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    gender: text('gender').$type<Gender>().notNull(),
    age: integer('age').notNull(),
    ethnicity: text('ethnicity').$type<Ethnicity>().notNull(),
    tagline: text('tagline').notNull(),
    occupation: text('occupation').notNull(),
    bio: text('bio').notNull(),
    personality: text('personality').array().notNull(),
    interests: text('interests').array().notNull(),
    greeting: text('greeting').notNull(),
    // What the ImageEngine needs to redraw the same portrait; jsonb so engines can evolve.
    portrait: jsonb('portrait').$type<PortraitOptions>().notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    visibility: text('visibility').$type<AvatarVisibility>().notNull().default('public'),
    source: text('source').$type<AvatarSource>().notNull().default('catalogue'),
    profile: jsonb('profile').$type<AngelProfile>(),
    // The curated catalogue (docs/product-rules.md#the-catalogue): an unpublished catalogue
    // Angel is gone from Discover and its page, while the chats it already has go on.
    published: boolean('published').notNull().default(true),
    // Discover's and the landing page's order: higher first (0, the default, last), ties by id.
    landingOrder: integer('landing_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Discover always filters by gender and an age range, ordered by id, public only.
    index('avatars_gender_age_idx')
      .on(t.gender, t.age, t.id)
      .where(sql`${t.visibility} = 'public'`),
    index('avatars_ethnicity_idx').on(t.ethnicity),
    index('avatars_owner_idx').on(t.ownerId, t.updatedAt),
    // An Angel without an owner is the catalogue's, and the catalogue is public.
    check('avatars_visibility_check', sql`${t.visibility} in ('public', 'private')`),
    check('avatars_owner_check', sql`${t.ownerId} is not null or ${t.visibility} = 'public'`),
    check('avatars_source_check', sql`${t.source} in ('catalogue', 'created', 'imported')`),
    // The API validates too, but the database is the last line against bad rows.
    check('avatars_gender_check', sql`${t.gender} in ('MALE', 'FEMALE')`),
    check('avatars_age_check', sql`${t.age} between 18 and 99`),
    check('avatars_landing_order_check', sql`${t.landingOrder} between 0 and 9999`),
  ],
);

export type AvatarRow = typeof avatars.$inferSelect;
export type NewAvatarRow = typeof avatars.$inferInsert;

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The picture an imported card brought (a PNG): kept as it came, served as the Angel's
 * portrait, and written back into the card on export. Angels drawn by the creator have none.
 */
export const avatarImages = pgTable('avatar_images', {
  avatarId: integer('avatar_id')
    .primaryKey()
    .references(() => avatars.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  /** Content hash: the portrait URL's `?v=`. */
  hash: text('hash').notNull(),
});

export type AvatarImageRow = typeof avatarImages.$inferSelect;
