import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CatalogueChange, CatalogueFields } from '../../contract/catalogue.ts';
import { avatars } from './avatars.ts';
import { users } from './users.ts';

/**
 * Each catalogue Angel's versions: what it was after every curator's change (its first one is
 * the state before curation began, `original`), so any version can be restored. Written in the
 * same transaction as the change and its audit entry; numbered per Angel from 1, and the
 * unique pair makes two curators' simultaneous saves one winner and one 409.
 */
export const catalogueVersions = pgTable(
  'catalogue_versions',
  {
    id: serial('id').primaryKey(),
    avatarId: integer('avatar_id')
      .notNull()
      .references(() => avatars.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    change: text('change').$type<CatalogueChange>().notNull(),
    published: boolean('published').notNull(),
    fields: jsonb('fields').$type<CatalogueFields>().notNull(),
    // Null for the original state, and once the curator's account is deleted (the audit log
    // keeps their address).
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('catalogue_versions_avatar_version').on(t.avatarId, t.version),
    check('catalogue_versions_version_check', sql`${t.version} >= 1`),
    check(
      'catalogue_versions_change_check',
      sql`${t.change} in ('original', 'create', 'edit', 'publish', 'unpublish', 'restore')`,
    ),
  ],
);

export type CatalogueVersionRow = typeof catalogueVersions.$inferSelect;
