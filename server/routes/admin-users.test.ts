import { describe, expect, it } from 'vitest';
import { userSchema } from '../contract/users.ts';
import { call, decodeClaims, login, post } from '../testing/auth-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

describe('POST /api/admin/users/{id}/suspend', () => {
  const t = useTestApp();

  async function session(email: string) {
    const pair = await login(t, email);
    return { ...pair, id: String(decodeClaims(pair.accessToken).sub) };
  }
  const suspend = (token: string, id: string, body: unknown) =>
    post(t, `/api/admin/users/${id}/suspend`, body, token);

  it('is for agents only', async () => {
    const user = await session('user@angels.local');
    const res = await suspend(user.accessToken, user.id, { days: 1, reason: 'x' });
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('FORBIDDEN');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect((await suspend('', user.id, { days: 1, reason: 'x' })).status).toBe(401);
  });

  it('validates the body and the id', async () => {
    const agent = await session('agent@angels.local');
    const user = await session('newbie@angels.local');
    for (const body of [{ days: 0, reason: 'x' }, { days: 366, reason: 'x' }, { days: 2 }, {}]) {
      expect((await suspend(agent.accessToken, user.id, body)).status).toBe(400);
    }
    const missing = await suspend(agent.accessToken, '00000000-0000-4000-8000-000000000000', {
      days: 1,
      reason: 'x',
    });
    expect(missing.status).toBe(404);
    expect((await suspend(agent.accessToken, agent.id, { days: 1, reason: 'x' })).status).toBe(400);
  });

  it('suspends: the next call, refresh and login answer 403 ACCOUNT_SUSPENDED with meta', async () => {
    const agent = await session('agent@angels.local');
    const user = await session('user@angels.local');
    const res = await suspend(agent.accessToken, user.id, { days: 3, reason: 'Spam' });
    expect(res.status).toBe(200);
    const suspended = userSchema.parse(await res.json());
    expect(suspended.warningCounter).toBe(1);
    const until = Date.parse(suspended.suspendedUntil ?? '');
    expect(until - Date.now()).toBeGreaterThan(3 * 86_400_000 - 60_000);

    const expected = {
      code: 'ACCOUNT_SUSPENDED',
      message: expect.stringMatching(/^Your account is temporarily suspended until .+\.$/),
      meta: { suspendedUntil: suspended.suspendedUntil, warningCounter: 1 },
    };
    const next = await call(t, 'GET', `/api/users/${user.id}`, { token: user.accessToken });
    expect(next.status).toBe(403);
    expect(await next.json()).toEqual(expected);
    const refresh = await post(t, '/api/auth/token/refresh', { refreshToken: user.refreshToken });
    expect(refresh.status).toBe(403);
    const again = await post(t, '/api/auth/login', {
      email: 'user@angels.local',
      password: 'angels-demo-1',
    });
    expect(again.status).toBe(403);
    expect(await again.json()).toEqual(expected);
  });

  it('says the account is closed from the third warning on', async () => {
    const agent = await session('agent@angels.local');
    const user = await session('newbie@angels.local');
    for (let i = 0; i < 3; i++) {
      expect((await suspend(agent.accessToken, user.id, { days: 1, reason: 'x' })).status).toBe(
        200,
      );
    }
    const res = await post(t, '/api/auth/login', {
      email: 'newbie@angels.local',
      password: 'angels-demo-1',
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      message: 'Your account has been closed.',
      meta: { warningCounter: 3 },
    });
  });
});
