import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD, CONTAINS_EMAIL_NAME } from '../contract/password-rules.ts';
import { call, decodeClaims, linkToken, login, newAccount, post } from '../testing/auth-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

/** Each endpoint that sets a password refuses a common one and one built on the email name. */
describe('new passwords: common ones and the email name are refused', () => {
  const t = useTestApp();
  const refused = async (res: Response, field: string, message: string) => {
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ issues: [{ path: field, message }] });
  };

  it('POST /api/auth/register', async () => {
    const register = (email: string, password: string) =>
      post(t, '/api/auth/register', { email, password });
    await refused(await register('new1@example.com', 'password'), 'password', COMMON_PASSWORD);
    await refused(await register('new1@example.com', 'Password'), 'password', COMMON_PASSWORD);
    await refused(
      await register('Marta.K@example.com', 'my marta.k pass'),
      'password',
      CONTAINS_EMAIL_NAME,
    );
    // A two-letter name is in too many passwords by chance.
    expect((await register('jo@example.com', 'jo and me 42')).status).toBe(201);
  });

  it('POST /api/auth/set-new-password, keeping the link usable', async () => {
    const { email } = await newAccount(t, 'forgetful@example.com');
    await post(t, '/api/auth/forgot-password', { email });
    const token = linkToken(t.mails, email, '/auth/set-new-password/');
    const setNew = (password: string) => post(t, '/api/auth/set-new-password', { token, password });
    await refused(await setNew('qwertyuiop'), 'password', COMMON_PASSWORD);
    await refused(await setNew('FORGETFUL 2026'), 'password', CONTAINS_EMAIL_NAME);
    expect((await setNew('brand new 22')).status).toBe(200);
  });

  it('POST /api/users/{id}/password', async () => {
    const me = await login(t, 'premium@angels.local');
    const id = String(decodeClaims(me.accessToken).sub);
    const change = (newPassword: string) =>
      call(t, 'POST', `/api/users/${id}/password`, {
        token: me.accessToken,
        body: { currentPassword: 'angels-demo-1', newPassword },
      });
    await refused(await change('iloveyou'), 'newPassword', COMMON_PASSWORD);
    await refused(await change('Premium-forever-1'), 'newPassword', CONTAINS_EMAIL_NAME);
    expect((await change('brand new 22')).status).toBe(204);
  });
});
