import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Ethnicity, Gender } from '../../contract/avatars.ts';
import type { PortraitOptions } from '../../engines/image/portrait-options.ts';

/** The public catalogue of Angels browsed on /discover. */
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Discover always filters by gender and an age range, ordered by id.
    index('avatars_gender_age_idx').on(t.gender, t.age, t.id),
    index('avatars_ethnicity_idx').on(t.ethnicity),
    // The API validates too, but the database is the last line against bad rows.
    check('avatars_gender_check', sql`${t.gender} in ('MALE', 'FEMALE')`),
    check('avatars_age_check', sql`${t.age} between 18 and 99`),
  ],
);

export type AvatarRow = typeof avatars.$inferSelect;
export type NewAvatarRow = typeof avatars.$inferInsert;
