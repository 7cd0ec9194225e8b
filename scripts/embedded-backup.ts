/**
 * Backup and restore of the embedded database (no DATABASE_URL: PGlite in DATA_DIR).
 * Stop the server first: PGlite is one process, and a second opener would corrupt it.
 *
 *   node --import tsx scripts/embedded-backup.ts backup  <DATA_DIR> <new backup dir>
 *   node --import tsx scripts/embedded-backup.ts restore <backup dir> <new, empty DATA_DIR>
 *
 * A restore never overwrites: restore into a new directory, check the counts it prints, then
 * point DATA_DIR at it (or swap the directories) and start the server. The logic and its test
 * are in server/db/embedded-backup.ts.
 */
import { backupDataDir, restoreDataDir } from '../server/db/embedded-backup.ts';

const [command, from, to] = process.argv.slice(2);
const usage =
  'usage: embedded-backup.ts backup <DATA_DIR> <backup dir> | restore <backup dir> <DATA_DIR>';

try {
  if (!from || !to) throw new Error(usage);
  if (command === 'backup') {
    const manifest = await backupDataDir(from, to);
    console.log(
      `Backed up ${from} to ${to} (database and ${manifest.files.join(', ') || 'no other files'}).`,
    );
  } else if (command === 'restore') {
    const check = await restoreDataDir(from, to);
    console.log(`Restored ${from} into ${to}: ${JSON.stringify(check)}`);
  } else {
    throw new Error(usage);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
