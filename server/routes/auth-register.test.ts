import { describe, expect, it } from 'vitest';
import { messageSchema, tokenPairSchema } from '../contract/auth.ts';
import { apiErrorSchema } from '../contract/errors.ts';
import { call, decodeClaims, linkToken, post } from '../testing/auth-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

describe('registration and confirmation', () => {
  const t = useTestApp();

  it('registers, mails a link, confirms it and then logs in with the right claims', async () => {
    const res = await post(t, '/api/auth/register', {
      email: '  Ada@Example.COM ',
      password: 'long enough 1',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(messageSchema.parse(await res.json()).message).toBe(
      'Check your inbox to confirm your account.',
    );
    const mail = t.mails.at(-1);
    expect(mail?.to).toBe('ada@example.com');
    expect(mail?.subject).toBe('Confirm your Angels account');
    expect(mail?.text).toMatch(/^http:\/\/localhost:4173\/auth\/confirm-registration\/[\w-]{43}$/m);

    const token = linkToken(t.mails, 'ada@example.com', '/auth/confirm-registration/');
    const confirmed = await post(t, '/api/auth/confirm-registration', { token });
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()).message).toContain('successfully activated');

    const login = await post(t, '/api/auth/login', {
      email: 'ADA@example.com',
      password: 'long enough 1',
    });
    expect(login.status).toBe(200);
    const pair = tokenPairSchema.parse(await login.json());
    const claims = decodeClaims(pair.accessToken);
    expect(Object.keys(claims).sort()).toEqual(['exp', 'groups', 'iat', 'sid', 'sub', 'user']);
    expect(claims).toMatchObject({
      sub: expect.any(String),
      user: { id: claims.sub, email: 'ada@example.com' },
      groups: ['USER'],
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(300);

    const me = await call(t, 'GET', `/api/users/${String(claims.sub)}`, {
      token: pair.accessToken,
    });
    expect(await me.json()).toMatchObject({ tokens: 50, avatar: null, isAgent: false });
  });

  it('uses a confirmation link only once; opened again it says the account is confirmed', async () => {
    await post(t, '/api/auth/register', { email: 'once@example.com', password: 'long enough 1' });
    const token = linkToken(t.mails, 'once@example.com', '/auth/confirm-registration/');
    expect((await post(t, '/api/auth/confirm-registration', { token })).status).toBe(200);
    const again = await post(t, '/api/auth/confirm-registration', { token });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      code: 'ALREADY_CONFIRMED',
      message: 'This account is already confirmed. You can log in.',
    });
  });

  it.each([{ token: 'x'.repeat(43) }, { token: 'short' }, {}])(
    'rejects a bad confirmation token %j',
    async (body) => {
      const res = await post(t, '/api/auth/confirm-registration', body);
      expect(res.status).toBe(400);
      expect(apiErrorSchema.parse(await res.json()).code).toBe('INVALID_TOKEN');
    },
  );

  it('refuses a taken email, whatever its case', async () => {
    const res = await post(t, '/api/auth/register', {
      email: 'USER@angels.local',
      password: 'long enough 1',
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists.',
    });
  });

  it('refuses to log in before confirming, after checking the password, and resends the link', async () => {
    await post(t, '/api/auth/register', { email: 'wait@example.com', password: 'long enough 1' });
    const wrong = await post(t, '/api/auth/login', {
      email: 'wait@example.com',
      password: 'nope nope',
    });
    expect(wrong.status).toBe(401);
    const before = t.mails.length;
    const res = await post(t, '/api/auth/login', {
      email: 'wait@example.com',
      password: 'long enough 1',
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      code: 'EMAIL_NOT_CONFIRMED',
      message: 'Please confirm your email first: we sent you a link.',
    });
    expect(t.mails.length).toBe(before + 1);
  });

  it.each([
    [{ password: 'long enough 1' }, 'Email is required'],
    [{ email: 'not-an-email', password: 'long enough 1' }, 'Enter a valid email address'],
    [{ email: 'a@example.com', password: 'short' }, 'Password must be at least 8 characters'],
    [{ email: 'a@example.com', password: 'x'.repeat(129) }, 'Password must be at most 128'],
    [{ email: 'a@example.com' }, 'Password is required'],
  ])('answers 400 for %j', async (body, message) => {
    const res = await post(t, '/api/auth/register', body);
    expect(res.status).toBe(400);
    const error = apiErrorSchema.parse(await res.json());
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toContain(message);
  });

  it.each(['register', 'confirm-registration', 'login', 'forgot-password', 'set-new-password'])(
    'answers malformed JSON on /%s with 400, never 500',
    async (route) => {
      const res = await call(t, 'POST', `/api/auth/${route}`, { raw: '{"email":' });
      expect(res.status).toBe(400);
      expect(apiErrorSchema.parse(await res.json()).code).toMatch(/BAD_REQUEST|INVALID_TOKEN/);
    },
  );
});
