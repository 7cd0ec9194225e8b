import { describe, expect, it } from 'vitest';
import { post } from '../testing/auth-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

describe('auth rate limits', () => {
  const t = useTestApp({ AUTH_RATE_LIMIT_PER_ACCOUNT: '3', AUTH_RATE_LIMIT_PER_IP: '5' });
  const attempt = (email: string) =>
    post(t, '/api/auth/login', { email, password: 'wrong password' });

  it('answers 429 with Retry-After past the per-account limit, then per IP', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('user@angels.local')).status).toBe(401);
    const limited = await attempt('user@angels.local');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(800);
    expect(await limited.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    // Another account from the same address still gets its own few attempts...
    expect((await attempt('premium@angels.local')).status).toBe(401);
    // ...until the address as a whole is over its limit.
    expect((await attempt('agent@angels.local')).status).toBe(429);
    // Other routes count separately.
    expect((await post(t, '/api/auth/forgot-password', { email: 'a@b.co' })).status).toBe(200);
  });
});
