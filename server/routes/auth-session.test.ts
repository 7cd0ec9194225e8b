import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenPairSchema } from '../contract/auth.ts';
import { REUSE_GRACE_MS } from '../auth/sessions.ts';
import { call, decodeClaims, login, post } from '../testing/auth-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

const refresh = (t: Parameters<typeof post>[0], refreshToken: unknown) =>
  post(t, '/api/auth/token/refresh', { refreshToken });

describe('login', () => {
  const t = useTestApp();

  it('gives an agent both groups', async () => {
    const pair = await login(t, 'agent@angels.local');
    expect(decodeClaims(pair.accessToken).groups).toEqual(['USER', 'AGENT']);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const wrong = await post(t, '/api/auth/login', {
      email: 'user@angels.local',
      password: 'wrong password',
    });
    const unknown = await post(t, '/api/auth/login', {
      email: 'nobody@angels.local',
      password: 'wrong password',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const body = await wrong.json();
    expect(body).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Email or password is incorrect.',
    });
    expect(await unknown.json()).toEqual(body);
  });

  it.each([{}, { email: 'user@angels.local' }, { email: 'x', password: 'y' }])(
    'answers 400 for %j',
    async (body) => {
      expect((await post(t, '/api/auth/login', body)).status).toBe(400);
    },
  );
});

describe('token refresh and logout', () => {
  const t = useTestApp();
  afterEach(() => vi.useRealTimers());

  it('rotates: a refresh gives a new pair and the new refresh token works', async () => {
    const first = await login(t, 'user@angels.local');
    const res = await refresh(t, first.refreshToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const second = tokenPairSchema.parse(await res.json());
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(decodeClaims(second.accessToken).sub).toBe(decodeClaims(first.accessToken).sub);
    expect((await refresh(t, second.refreshToken)).status).toBe(200);
  });

  it('treats reuse of a rotated token as theft: the whole family is revoked', async () => {
    const first = await login(t, 'user@angels.local');
    const second = tokenPairSchema.parse(await (await refresh(t, first.refreshToken)).json());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + REUSE_GRACE_MS + 1000);
    const replay = await refresh(t, first.refreshToken);
    expect(replay.status).toBe(401);
    expect((await replay.json()).code).toBe('INVALID_TOKEN');
    // The newest token of that family dies too; other sessions are untouched.
    expect((await refresh(t, second.refreshToken)).status).toBe(401);
  });

  it('answers a rotated token presented again at once (a lost answer, a racing tab)', async () => {
    const first = await login(t, 'user@angels.local');
    const [a, b] = await Promise.all([
      refresh(t, first.refreshToken),
      refresh(t, first.refreshToken),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const again = await refresh(t, first.refreshToken);
    expect(again.status).toBe(200);
    // Every pair handed out goes on working.
    for (const res of [a, b, again]) {
      const pair = tokenPairSchema.parse(await res.json());
      expect((await refresh(t, pair.refreshToken)).status).toBe(200);
    }
  });

  it('keeps other sessions alive when one family is revoked', async () => {
    const a = await login(t, 'premium@angels.local');
    const b = await login(t, 'premium@angels.local');
    await refresh(t, a.refreshToken);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + REUSE_GRACE_MS + 1000);
    await refresh(t, a.refreshToken);
    expect((await refresh(t, b.refreshToken)).status).toBe(200);
  });

  it('answers 401 for unknown and expired tokens, 422 for malformed bodies', async () => {
    expect((await refresh(t, 'not-a-token-we-issued')).status).toBe(401);
    const pair = await login(t, 'user@angels.local');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 86_400_000);
    expect((await refresh(t, pair.refreshToken)).status).toBe(401);
    vi.useRealTimers();
    expect((await refresh(t, '')).status).toBe(422);
    expect((await refresh(t, 42)).status).toBe(422);
    expect((await post(t, '/api/auth/token/refresh', {})).status).toBe(422);
    const malformed = await call(t, 'POST', '/api/auth/token/refresh', { raw: 'nope' });
    expect(malformed.status).toBe(422);
  });

  it('logs out: the refresh token stops working; logging out again is fine', async () => {
    const pair = await login(t, 'user@angels.local');
    const res = await post(t, '/api/auth/logout', { refreshToken: pair.refreshToken });
    expect(res.status).toBe(204);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect((await refresh(t, pair.refreshToken)).status).toBe(401);
    expect((await post(t, '/api/auth/logout', { refreshToken: pair.refreshToken })).status).toBe(
      204,
    );
    expect((await post(t, '/api/auth/logout', { refreshToken: 'unknown' })).status).toBe(204);
    expect((await post(t, '/api/auth/logout', {})).status).toBe(400);
  });
});
