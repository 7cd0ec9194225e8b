/** Finding 1: mailed links never come from request headers. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { newAccount } from '../testing/auth-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

const HOSTILE = {
  Host: 'evil.example',
  'X-Forwarded-Host': 'evil.example',
  'X-Forwarded-Proto': 'https',
  Forwarded: 'host=evil.example;proto=https',
  Origin: 'https://evil.example',
};

describe('mailed links ignore the Host header', () => {
  const t = useTestApp({ PORT: '4999', HOST: '127.0.0.1' });
  const send = (path: string, body: unknown) =>
    t.app.request(`http://evil.example${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...HOSTILE },
      body: JSON.stringify(body),
    });

  it('on forgot-password, register and the unconfirmed login', async () => {
    await newAccount(t, 'victim@example.com');
    const before = t.mails.length;
    expect((await send('/api/auth/forgot-password', { email: 'victim@example.com' })).status).toBe(
      200,
    );
    const password = 'long enough 1';
    expect((await send('/api/auth/register', { email: 'new@example.com', password })).status).toBe(
      201,
    );
    expect((await send('/api/auth/login', { email: 'new@example.com', password })).status).toBe(
      403,
    );
    const mails = t.mails.slice(before);
    expect(mails).toHaveLength(3);
    for (const mail of mails) {
      expect(mail.text).not.toContain('evil');
      expect(mail.text).toMatch(/^http:\/\/127\.0\.0\.1:4999\/auth\/[\w-]+\/[\w-]{43}$/m);
    }
  });
});

describe('the origin of mailed links', () => {
  it('is PUBLIC_URL when set (a base path kept, trailing slashes dropped)', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://angels.example/' }).publicUrl).toBe(
      'https://angels.example',
    );
    expect(loadConfig({ PUBLIC_URL: 'https://example.org/angels//' }).publicUrl).toBe(
      'https://example.org/angels',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'angels.example' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://a.example/?x=1' })).toThrow(/PUBLIC_URL/);
  });

  it('is the listening address in embedded mode; all interfaces means localhost', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8080', HOST: '0.0.0.0' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8080', HOST: '::' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8080', HOST: '127.0.0.1' }).publicUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ PORT: '8080', HOST: '::1' }).publicUrl).toBe('http://[::1]:8080');
    // The browser tests run like this (production on PGlite): no PUBLIC_URL needed.
    expect(loadConfig({ NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '5000' }).publicUrl).toBe(
      'http://127.0.0.1:5000',
    );
  });

  it('must be set in production behind a proxy (with DATABASE_URL)', () => {
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://x/y',
      JWT_SECRET: 's'.repeat(32),
    };
    expect(() => loadConfig(env)).toThrow(/PUBLIC_URL must be set/);
    expect(loadConfig({ ...env, PUBLIC_URL: 'https://angels.example' }).publicUrl).toBe(
      'https://angels.example',
    );
    // Development and tests against PostgreSQL keep working without it.
    expect(loadConfig({ ...env, NODE_ENV: 'test' }).publicUrl).toBe('http://localhost:4173');
  });
});
