/**
 * Backup and restore of the embedded database (PGlite in DATA_DIR), used by
 * scripts/embedded-backup.ts and tested by embedded-backup.test.ts. A backup is a directory:
 * `database.tar.gz` (PGlite's own dump of its data directory, consistent because it is taken
 * through the database), `files/` (what else DATA_DIR holds: the JWT secret, the VAPID keys,
 * mails; without the secret every session would end) and `manifest.json`.
 *
 * PGlite is one process: the server must be stopped while this opens its directory.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** Names PostgreSQL (and so PGlite) keeps at the top of a data directory. */
const DATABASE_ENTRY =
  /^(PG_VERSION|base|global|pg_[\w.]+|postgresql(\.auto)?\.conf|postmaster\.\w+)$/;

export type BackupManifest = { createdAt: string; format: 1; files: string[] };

export async function backupDataDir(dataDir: string, backupDir: string): Promise<BackupManifest> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new Error(`${dataDir} holds no embedded database (no PG_VERSION).`);
  }
  if (fs.existsSync(backupDir)) throw new Error(`${backupDir} exists already: pick a new one.`);
  fs.mkdirSync(path.join(backupDir, 'files'), { recursive: true, mode: 0o700 });
  const db = await PGlite.create(dataDir);
  try {
    const dump = await db.dumpDataDir('gzip');
    fs.writeFileSync(
      path.join(backupDir, 'database.tar.gz'),
      Buffer.from(await dump.arrayBuffer()),
      {
        mode: 0o600,
      },
    );
  } finally {
    await db.close();
  }
  const files = fs.readdirSync(dataDir).filter((name) => !DATABASE_ENTRY.test(name));
  for (const name of files) {
    fs.cpSync(path.join(dataDir, name), path.join(backupDir, 'files', name), { recursive: true });
  }
  const manifest: BackupManifest = { createdAt: new Date().toISOString(), format: 1, files };
  fs.writeFileSync(path.join(backupDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Counts that show a restored database is whole: its tables and the rows of a few. */
export type RestoreCheck = { tables: number; users: number; avatars: number; messages: number };

/**
 * Restores into `dataDir`, which must not exist or be empty (a restore never overwrites a
 * database), then opens it and counts what it holds.
 */
export async function restoreDataDir(backupDir: string, dataDir: string): Promise<RestoreCheck> {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'),
  ) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`Unknown backup format ${String(manifest.format)}.`);
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is not empty: restore into a new directory, then swap them.`);
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const dump = new Blob([fs.readFileSync(path.join(backupDir, 'database.tar.gz'))]);
  const db = await PGlite.create({ dataDir, loadDataDir: dump });
  try {
    for (const name of manifest.files) {
      fs.cpSync(path.join(backupDir, 'files', name), path.join(dataDir, name), { recursive: true });
    }
    return await countRows(db);
  } finally {
    await db.close();
  }
}

async function countRows(db: PGlite): Promise<RestoreCheck> {
  const count = async (query: string) =>
    Number((await db.query<{ n: number | string }>(query)).rows[0]?.n ?? 0);
  return {
    tables: await count(
      "select count(*) as n from information_schema.tables where table_schema = 'public'",
    ),
    users: await count('select count(*) as n from users'),
    avatars: await count('select count(*) as n from avatars'),
    messages: await count('select count(*) as n from messages'),
  };
}
