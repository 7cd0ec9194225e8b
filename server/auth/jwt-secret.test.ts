import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { resolveJwtSecret } from './jwt-secret.ts';

describe('the JWT secret', () => {
  it('is generated once in DATA_DIR (mode 0600) and reused after a restart', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'angels-secret-'));
    try {
      const first = resolveJwtSecret({ jwtSecret: null, dataDir });
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(resolveJwtSecret({ jwtSecret: null, dataDir })).toBe(first);
      expect(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('comes from JWT_SECRET when set, and is required with DATABASE_URL', () => {
    expect(resolveJwtSecret({ jwtSecret: 's'.repeat(32), dataDir: null })).toBe('s'.repeat(32));
    expect(resolveJwtSecret({ jwtSecret: null, dataDir: null })).not.toBe(
      resolveJwtSecret({ jwtSecret: null, dataDir: null }),
    );
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x/y' })).toThrow(/JWT_SECRET must be set/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/at least 32/);
    expect(() => loadConfig({ ACCESS_TOKEN_TTL_SECONDS: '0' })).toThrow(/ACCESS_TOKEN_TTL/);
    expect(loadConfig({ AUTH_RATE_LIMIT_PER_IP: '7' }).authRateLimit.perIp).toBe(7);
  });
});
