/**
 * Finding 2: a password change or reset voids every outstanding reset link and ends every
 * other session. Finding 7: every endpoint that checks a secret counts attempts.
 */
import { describe, expect, it } from 'vitest';
import { call, decodeClaims, linkToken, login, newAccount, post } from '../testing/auth-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

const RESET = '/auth/set-new-password/';
const refresh = (t: Parameters<typeof post>[0], refreshToken: string) =>
  post(t, '/api/auth/token/refresh', { refreshToken });

describe('after a password change or reset', () => {
  const t = useTestApp();
  const mailReset = async (email: string) => {
    expect((await post(t, '/api/auth/forgot-password', { email })).status).toBe(200);
    return linkToken(t.mails, email, RESET);
  };

  it('a reset voids the other reset links of the account', async () => {
    const { email } = await newAccount(t, 'twice@example.com');
    const first = await mailReset(email);
    const second = await mailReset(email);
    const used = await post(t, '/api/auth/set-new-password', {
      token: second,
      password: 'second new 22',
    });
    expect(used.status).toBe(200);
    const stale = await post(t, '/api/auth/set-new-password', {
      token: first,
      password: 'attacker 333',
    });
    expect(stale.status).toBe(400);
    expect((await stale.json()).code).toBe('INVALID_TOKEN');
    await login(t, email, 'second new 22');
  });

  it('a change voids outstanding reset links and ends every other session by default', async () => {
    const { email, password } = await newAccount(t, 'changer@example.com');
    const link = await mailReset(email);
    const me = await login(t, email, password);
    const other = await login(t, email, password);
    const id = String(decodeClaims(me.accessToken).sub);
    // No refreshToken in the body (the app does not send one): the access token's session stays.
    const changed = await call(t, 'POST', `/api/users/${id}/password`, {
      token: me.accessToken,
      body: { currentPassword: password, newPassword: 'changed pass 4' },
    });
    expect(changed.status).toBe(204);
    expect((await refresh(t, other.refreshToken)).status).toBe(401);
    expect((await refresh(t, me.refreshToken)).status).toBe(200);
    const reset = await post(t, '/api/auth/set-new-password', {
      token: link,
      password: 'x'.repeat(9),
    });
    expect(reset.status).toBe(400);
    await login(t, email, 'changed pass 4');
  });
});

describe('rate limits on every secret check', () => {
  const t = useTestApp({ AUTH_RATE_LIMIT_PER_ACCOUNT: '3', AUTH_RATE_LIMIT_PER_IP: '6' });

  it('change-password: 429 after a few wrong current passwords, like login', async () => {
    const { email, password } = await newAccount(t, 'oracle@example.com');
    const me = await login(t, email, password);
    const id = String(decodeClaims(me.accessToken).sub);
    const guess = (currentPassword: string) =>
      call(t, 'POST', `/api/users/${id}/password`, {
        token: me.accessToken,
        body: { currentPassword, newPassword: 'whatever 123' },
      });
    for (let i = 0; i < 3; i++) expect((await guess(`wrong ${i}`)).status).toBe(400);
    const limited = await guess(password);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBeTruthy();
    expect((await limited.json()).code).toBe('RATE_LIMITED');
  });

  it.each([
    ['/api/auth/confirm-registration', { token: 'x'.repeat(43) }],
    ['/api/auth/set-new-password', { token: 'x'.repeat(43), password: 'long enough 1' }],
    ['/api/auth/token/refresh', { refreshToken: 'x'.repeat(43) }],
  ])('%s: 429 once the address has guessed too often', async (path, body) => {
    const statuses: number[] = [];
    while (statuses.length < 8 && statuses.at(-1) !== 429) {
      statuses.push((await post(t, path, body)).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.length).toBeGreaterThan(1);
    expect(statuses.slice(0, -1).every((s) => s === 400 || s === 401)).toBe(true);
  });
});
