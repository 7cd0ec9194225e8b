import { describe, expect, it } from 'vitest';
import { decodeClaims, login, newAccount, post } from '../testing/auth-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

/** The settings that check the password count attempts like login (per address and account). */
describe('account settings: attempts are counted', () => {
  const t = useTestApp({ AUTH_RATE_LIMIT_PER_ACCOUNT: '3' });

  for (const [name, path, body] of [
    ['change of email', 'email', { newEmail: 'elsewhere@example.com' }],
    ['deletion', 'deletion', {}],
  ] as const) {
    it(`${name}: 429 after a few wrong passwords, the right one included`, async () => {
      const { email, password } = await newAccount(t, `guessed-${path}@example.com`);
      const pair = await login(t, email, password);
      const url = `/api/users/${String(decodeClaims(pair.accessToken).sub)}/${path}`;
      const attempt = (currentPassword: string) =>
        post(t, url, { ...body, currentPassword }, pair.accessToken);
      for (let i = 0; i < 3; i++) expect((await attempt('wrong guess')).status).toBe(400);
      const limited = await attempt(password);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
    });
  }

  for (const [name, path, body] of [
    ['change of email', 'email', { newEmail: 'elsewhere@example.com' }],
    ['deletion', 'deletion', {}],
    ['change of password', 'password', { newPassword: 'another horse 2' }],
  ] as const) {
    it(`${name}: counted per account from every address together`, async () => {
      const { email, password } = await newAccount(t, `roaming-${path}@example.com`);
      const pair = await login(t, email, password);
      const url = `/api/users/${String(decodeClaims(pair.accessToken).sub)}/${path}`;
      // Each attempt from another address, as the Node server's socket would report it.
      const attempt = (currentPassword: string, n: number) =>
        t.app.request(
          url,
          {
            method: 'POST',
            headers: {
              Authorization: `Bearer ${pair.accessToken}`,
              'Content-Type': 'application/json',
            },
            body: JSON.stringify({ ...body, currentPassword }),
          },
          { incoming: { socket: { remoteAddress: `10.1.0.${n}` } } },
        );
      for (let i = 0; i < 3; i++) expect((await attempt('wrong guess', i)).status).toBe(400);
      expect((await attempt(password, 9)).status).toBe(429);
    });
  }
});
