import { describe, expect, it } from 'vitest';
import { linkToken, login, newAccount, post } from '../testing/auth-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

const FORGOT_MESSAGE = 'If an account exists for this email, we sent a link to reset the password.';

describe('forgot password and set a new one', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://angels.example/' });

  it('mails a reset link (PUBLIC_URL origin) that sets a new password once', async () => {
    const { email, password } = await newAccount(t, 'forgetful@example.com');
    const session = await login(t, email, password);
    const res = await post(t, '/api/auth/forgot-password', { email: 'Forgetful@example.com' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: FORGOT_MESSAGE });
    expect(t.mails.at(-1)?.text).toMatch(
      /^https:\/\/angels\.example\/auth\/set-new-password\/[\w-]{43}$/m,
    );

    const token = linkToken(t.mails, email, '/auth/set-new-password/');
    const set = await post(t, '/api/auth/set-new-password', { token, password: 'brand new 22' });
    expect(set.status).toBe(200);
    expect((await set.json()).message).toContain('password has been changed');

    // Old password out, new one in, old sessions ended, link used up.
    expect((await post(t, '/api/auth/login', { email, password })).status).toBe(401);
    await login(t, email, 'brand new 22');
    const refresh = await post(t, '/api/auth/token/refresh', {
      refreshToken: session.refreshToken,
    });
    expect(refresh.status).toBe(401);
    const again = await post(t, '/api/auth/set-new-password', { token, password: 'other one 3' });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      message: 'This password reset link is invalid or has expired.',
    });
  });

  it('answers the same for an unknown email, and mails nobody', async () => {
    const before = t.mails.length;
    const res = await post(t, '/api/auth/forgot-password', { email: 'ghost@example.com' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: FORGOT_MESSAGE });
    expect(t.mails.length).toBe(before);
  });

  it('does not accept a confirmation link as a reset link', async () => {
    await post(t, '/api/auth/register', { email: 'mixup@example.com', password: 'long enough 1' });
    const token = linkToken(t.mails, 'mixup@example.com', '/auth/confirm-registration/');
    const res = await post(t, '/api/auth/set-new-password', { token, password: 'long enough 2' });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('INVALID_TOKEN');
  });

  it('validates the new password before using up the link', async () => {
    await post(t, '/api/auth/forgot-password', { email: 'user@angels.local' });
    const token = linkToken(t.mails, 'user@angels.local', '/auth/set-new-password/');
    const short = await post(t, '/api/auth/set-new-password', { token, password: 'short' });
    expect(short.status).toBe(400);
    expect((await short.json()).code).toBe('BAD_REQUEST');
    const ok = await post(t, '/api/auth/set-new-password', { token, password: 'angels-demo-1' });
    expect(ok.status).toBe(200);
  });

  it('answers 400 for a bad email', async () => {
    expect((await post(t, '/api/auth/forgot-password', { email: 'nope' })).status).toBe(400);
    expect((await post(t, '/api/auth/forgot-password', {})).status).toBe(400);
  });
});
