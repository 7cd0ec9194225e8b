/**
 * The embedded database's backup (scripts/embedded-backup.ts) restores: a PGlite data
 * directory holding the seeded demo data and a JWT secret is backed up, restored into a new
 * directory, and the restored one holds the same rows, the same secret, and opens as the app's
 * database again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app.ts';
import { openDatabase } from './client.ts';
import { backupDataDir, restoreDataDir } from './embedded-backup.ts';
import { migrationsApplied } from './migration-state.ts';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'angels-backup-test-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe.skipIf(Boolean(process.env.DATABASE_URL))('embedded backup and restore', () => {
  const t = useTestApp();

  it(
    'restores the data, the secret beside it, and a database the app opens',
    { timeout: 180_000 },
    async () => {
      // A real data directory with the seeded data: the test database's own dump, loaded.
      const client = (t.database.db as unknown as { $client: PGlite }).$client;
      const original = path.join(work, 'data');
      const seeded = await PGlite.create({
        dataDir: original,
        loadDataDir: await client.dumpDataDir('gzip'),
      });
      await seeded.close();
      fs.writeFileSync(path.join(original, 'jwt-secret'), 'the-secret-of-this-install', {
        mode: 0o600,
      });
      const count = async (table: string) =>
        Number(
          (
            (await t.database.db.execute(
              sql.raw(`select count(*) as n from ${table}`),
            )) as unknown as { rows: { n: number }[] }
          ).rows[0]?.n,
        );
      const expected = {
        users: await count('users'),
        avatars: await count('avatars'),
        messages: await count('messages'),
      };
      expect(expected.avatars).toBeGreaterThan(0);

      const backup = path.join(work, 'backup');
      const manifest = await backupDataDir(original, backup);
      expect(manifest.files).toEqual(['jwt-secret']);
      await expect(backupDataDir(original, backup)).rejects.toThrow(/exists already/);

      const restored = path.join(work, 'restored');
      const check = await restoreDataDir(backup, restored);
      expect(check).toMatchObject(expected);
      expect(check.tables).toBeGreaterThan(10);
      expect(fs.readFileSync(path.join(restored, 'jwt-secret'), 'utf8')).toBe(
        'the-secret-of-this-install',
      );
      // Never over a database.
      await expect(restoreDataDir(backup, restored)).rejects.toThrow(/not empty/);

      // The app's own open: every migration there, the demo accounts readable.
      const reopened = await openDatabase({ dataDir: restored });
      try {
        expect(await migrationsApplied(reopened.db)).toBe(await migrationsApplied(t.database.db));
        const rows = (await reopened.db.execute(
          sql.raw("select email from users where email = 'user@angels.local'"),
        )) as unknown as { rows: unknown[] };
        expect(rows.rows).toHaveLength(1);
      } finally {
        await reopened.close();
      }
    },
  );
});
