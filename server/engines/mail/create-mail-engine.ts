import path from 'node:path';
import type { Config } from '../../config.ts';
import { createFileMailEngine } from './file-engine.ts';
import { createMemoryMailEngine, type MailEngine } from './mail-engine.ts';
import { createSmtpMailEngine } from './smtp-engine.ts';

/** SMTP_URL → SMTP; embedded → log + .eml files; in-memory (tests) → kept in memory. */
export function mailEngineFor(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
): MailEngine {
  if (config.smtpUrl) return createSmtpMailEngine(config.smtpUrl, config.mailFrom);
  if (config.dataDir)
    return createFileMailEngine(path.join(config.dataDir, 'mail'), config.mailFrom);
  return createMemoryMailEngine();
}
