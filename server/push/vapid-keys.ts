import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../config.ts';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/**
 * The keys this server signs its pushes with (RFC 8292). VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY win.
 * The embedded mode generates a pair on first start and keeps it in DATA_DIR/vapid-keys.json:
 * every device subscribed with the public key, so a new pair would silence them all. In memory
 * (tests) a pair per process. A shared PostgreSQL without keys: null, notifications are off
 * (each process would generate its own pair).
 */
export function resolveVapidKeys(
  config: Pick<Config, 'vapid' | 'vapidSubject' | 'dataDir' | 'databaseUrl'>,
): VapidKeys | null {
  const subject = config.vapidSubject;
  if (config.vapid) return { ...config.vapid, subject };
  if (config.databaseUrl) return null;
  if (!config.dataDir) return { ...webpush.generateVAPIDKeys(), subject };
  const file = path.join(config.dataDir, 'vapid-keys.json');
  try {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (typeof kept.publicKey === 'string' && typeof kept.privateKey === 'string') {
      return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // A file that is not JSON is not ours to overwrite silently: starting would fail anyway.
    if (code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  fs.writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return { ...keys, subject };
}
