import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';

/**
 * The access-token secret. JWT_SECRET wins (config refuses DATABASE_URL without it). The
 * embedded mode generates one on first start and keeps it in DATA_DIR/jwt-secret, so tokens
 * survive restarts; in-memory (tests) a random one per process is enough.
 */
export function resolveJwtSecret(config: Pick<Config, 'jwtSecret' | 'dataDir'>): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (!config.dataDir) return randomBytes(32).toString('base64url');
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
