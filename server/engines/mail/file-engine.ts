import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { toEml } from './eml.ts';
import type { MailEngine } from './mail-engine.ts';
import { logInfo } from '../../observability/logger.ts';

/**
 * No SMTP configured: a one-line summary (with the links) in the server log, and the whole
 * message as DATA_DIR/mail/<time>-<random>.eml. Colons are dashed out of the ISO time so
 * the names are valid on every file system; they still sort by time.
 */
export function createFileMailEngine(
  dir: string,
  from: string,
  log: (line: string) => void = logInfo,
): MailEngine {
  return {
    async send(mail) {
      const now = new Date();
      const name = `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, name);
      await fs.writeFile(file, toEml(mail, from, now), { mode: 0o600 });
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      log(`[mail] to ${mail.to}: "${mail.subject}" ${links.join(' ')} (saved ${file})`);
    },
  };
}
