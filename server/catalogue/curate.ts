/**
 * The curators' changes to the catalogue. Each is one transaction: the Angel's row (locked),
 * its new version, and the audit entry, so no change exists without its record; the held
 * catalogue pages are dropped (here and on every process) once it has committed.
 */
import { eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../contract/errors.ts';
import type { CatalogueChange, CatalogueFields } from '../contract/catalogue.ts';
import type { AuditAction } from '../contract/moderation.ts';
import type { Db } from '../db/client.ts';
import { avatars, catalogueVersions, type AvatarRow, type UserRow } from '../db/schema.ts';
import { conflict, notFound } from '../http/errors.ts';
import { recordAudit } from '../moderation/audit.ts';
import type { NewAngel } from '../angels/create-angel.ts';
import type { CatalogueChanges } from './catalogue-changes.ts';
import { findVersion, latestVersion, lockCatalogueAngel } from './catalogue-queries.ts';
import { changedFields, columnsOf, fieldsOf } from './fields.ts';

export type Actor = Pick<UserRow, 'id' | 'email'>;
export type CurateDeps = { db: Db; changes: CatalogueChanges };

const AUDIT: Record<Exclude<CatalogueChange, 'original'>, AuditAction> = {
  create: 'catalogue-create',
  edit: 'catalogue-edit',
  publish: 'catalogue-publish',
  unpublish: 'catalogue-unpublish',
  restore: 'catalogue-restore',
};

export type Recorded = { row: AvatarRow; version: number };

/**
 * Writes the version `after` is and its audit entry. The Angel's first change first writes
 * down the state it had (version 1, `original`), so the seed's Angels can be restored too.
 */
async function record(
  tx: Db,
  actor: Actor,
  change: Exclude<CatalogueChange, 'original'>,
  rows: { before: AvatarRow | null; after: AvatarRow },
  audit: { before: unknown; after: unknown },
): Promise<Recorded> {
  const { before, after } = rows;
  let version = 1;
  if (before) {
    const latest = await latestVersion(tx, after.id);
    if (!(await findVersion(tx, after.id, latest))) {
      await tx.insert(catalogueVersions).values({
        avatarId: before.id,
        version: latest,
        change: 'original',
        published: before.published,
        fields: fieldsOf(before),
        actorId: null,
      });
    }
    version = latest + 1;
  }
  await tx.insert(catalogueVersions).values({
    avatarId: after.id,
    version,
    change,
    published: after.published,
    fields: fieldsOf(after),
    actorId: actor.id,
  });
  await recordAudit(tx, {
    actor,
    action: AUDIT[change],
    avatarId: after.id,
    before: audit.before,
    after: { ...(audit.after as object), version },
  });
  return { row: after, version };
}

async function update(tx: Db, id: number, values: Partial<AvatarRow>): Promise<AvatarRow> {
  const [row] = await tx
    .update(avatars)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(avatars.id, id))
    .returning();
  if (!row) throw new Error('A locked catalogue Angel was not updated');
  return row;
}

async function committed(deps: CurateDeps, work: (tx: Db) => Promise<Recorded>) {
  const done = await deps.db.transaction(work);
  deps.changes.changed();
  return done;
}

/** A new catalogue Angel (the creator's or a card's), unpublished until a curator publishes it. */
export function createCatalogueAngel(
  deps: CurateDeps,
  actor: Actor,
  angel: NewAngel,
): Promise<Recorded> {
  return committed(deps, async (tx) => {
    const [row] = await tx
      .insert(avatars)
      .values({
        ...angel,
        ownerId: null,
        visibility: 'public',
        source: 'catalogue',
        published: false,
      })
      .returning();
    if (!row) throw new Error('The catalogue Angel was not stored');
    return record(
      tx,
      actor,
      'create',
      { before: null, after: row },
      { before: null, after: { name: row.name, from: angel.source } },
    );
  });
}

function stale(): never {
  throw conflict(
    ERROR_CODES.catalogueStale,
    'Another curator saved this Angel since you opened it. Reload it to see their changes; your edits are still in the form.',
  );
}

/** New fields, made from `version` (the latest, or 409 CATALOGUE_STALE). */
export function editCatalogueAngel(
  deps: CurateDeps,
  actor: Actor,
  id: number,
  { version, fields }: { version: number; fields: CatalogueFields },
): Promise<Recorded> {
  return committed(deps, async (tx) => {
    const before = await lockCatalogueAngel(tx, id);
    if ((await latestVersion(tx, id)) !== version) stale();
    const after = await update(tx, id, columnsOf(fields));
    return record(tx, actor, 'edit', { before, after }, changedFields(fieldsOf(before), fields));
  });
}

/**
 * Publishes or unpublishes. Already so: nothing changes and nothing is recorded (a second
 * click, or two curators at once), and the answer is the Angel as it is.
 */
export function setPublished(
  deps: CurateDeps,
  actor: Actor,
  id: number,
  published: boolean,
): Promise<Recorded> {
  return committed(deps, async (tx) => {
    const before = await lockCatalogueAngel(tx, id);
    if (before.published === published) {
      return { row: before, version: await latestVersion(tx, id) };
    }
    const after = await update(tx, id, { published });
    return record(
      tx,
      actor,
      published ? 'publish' : 'unpublish',
      { before, after },
      { before: { published: before.published }, after: { published } },
    );
  });
}

/** Makes an earlier version's fields the Angel's again, as a new version (published state kept). */
export function restoreVersion(
  deps: CurateDeps,
  actor: Actor,
  id: number,
  version: number,
): Promise<Recorded> {
  return committed(deps, async (tx) => {
    const before = await lockCatalogueAngel(tx, id);
    const kept = await findVersion(tx, id, version);
    if (!kept) throw notFound(`This Angel has no version ${version}.`);
    const after = await update(tx, id, columnsOf(kept.fields));
    const moved = changedFields(fieldsOf(before), kept.fields);
    return record(
      tx,
      actor,
      'restore',
      { before, after },
      { before: moved.before, after: { ...moved.after, restoredFrom: version } },
    );
  });
}
