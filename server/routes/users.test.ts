import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAME_PASSWORD } from '../contract/password-rules.ts';
import { portraitChoiceSchema, userSchema } from '../contract/users.ts';
import { call, decodeClaims, login, post } from '../testing/auth-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

describe('/api/users', () => {
  const t = useTestApp();
  afterEach(() => vi.useRealTimers());

  async function session(email: string) {
    const pair = await login(t, email);
    return { ...pair, id: String(decodeClaims(pair.accessToken).sub) };
  }

  it('shows users their own record, private and uncached', async () => {
    const me = await session('user@angels.local');
    const res = await call(t, 'GET', `/api/users/${me.id}`, { token: me.accessToken });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const user = userSchema.parse(await res.json());
    expect(user).toMatchObject({
      id: me.id,
      email: 'user@angels.local',
      avatar: {
        name: 'Sam',
        imageUrl: expect.stringMatching(/^\/api\/portraits\/harbor\.svg\?v=/),
      },
      isPremium: false,
      tokens: 120,
      warningCounter: 0,
      isAgent: false,
      suspendedUntil: null,
    });
    expect(JSON.stringify(user)).not.toContain('scrypt');
  });

  it("grants a premium user's monthly tokens when they look, once per month", async () => {
    const me = await session('premium@angels.local');
    const look = async () =>
      userSchema.parse(
        await (await call(t, 'GET', `/api/users/${me.id}`, { token: me.accessToken })).json(),
      );
    const [first, second] = await Promise.all([look(), look()]);
    expect(first).toMatchObject({ isPremium: true, tokens: 800 }); // 500 + the month's 300
    expect(second.tokens).toBe(800);
    expect((await look()).tokens).toBe(800);
    const history = await call(t, 'GET', '/api/tokens/history', { token: me.accessToken });
    const grants = ((await history.json()) as { items: { kind: string }[] }).items.filter(
      (entry) => entry.kind === 'grant',
    );
    expect(grants).toHaveLength(2); // the demo balance and one month of premium
  });

  it('hides other users behind 404 but lets agents see them', async () => {
    const me = await session('user@angels.local');
    const other = await session('newbie@angels.local');
    const res = await call(t, 'GET', `/api/users/${other.id}`, { token: me.accessToken });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: 'No user with this id.' });
    expect((await call(t, 'GET', '/api/users/nope', { token: me.accessToken })).status).toBe(404);
    const agent = await session('agent@angels.local');
    const seen = await call(t, 'GET', `/api/users/${other.id}`, { token: agent.accessToken });
    expect(seen.status).toBe(200);
    expect((await seen.json()).email).toBe('newbie@angels.local');
  });

  it('answers 401 without a token, with a bad one and with an expired one', async () => {
    const me = await session('user@angels.local');
    const unauthorized = { code: 'UNAUTHORIZED', message: 'Please log in again.' };
    const none = await call(t, 'GET', `/api/users/${me.id}`);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual(unauthorized);
    const forged = `${me.accessToken.slice(0, -4)}AAAA`;
    expect((await call(t, 'GET', `/api/users/${me.id}`, { token: forged })).status).toBe(401);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 901_000);
    const expired = await call(t, 'GET', `/api/users/${me.id}`, { token: me.accessToken });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual(unauthorized);
  });

  it('offers 8 portraits, each served as an immutable SVG', async () => {
    const me = await session('newbie@angels.local');
    const res = await call(t, 'GET', '/api/users/portrait-choices', { token: me.accessToken });
    expect(res.status).toBe(200);
    const choices = portraitChoiceSchema.array().parse(await res.json());
    expect(choices).toHaveLength(8);
    expect(new Set(choices.map((c) => c.key)).size).toBe(8);
    const svg = await t.app.request(choices[0]?.imageUrl ?? '');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(svg.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect((await t.app.request('/api/portraits/unknown.svg')).status).toBe(404);
    expect((await call(t, 'GET', '/api/users/portrait-choices')).status).toBe(401);
  });

  it('sets the personal avatar of the own account only, from the offered portraits', async () => {
    const me = await session('newbie@angels.local');
    const patch = (id: string, body: unknown) =>
      call(t, 'PATCH', `/api/users/${id}`, { token: me.accessToken, body });
    const res = await patch(me.id, { avatar: { name: '  Robin ', portraitKey: 'willow' } });
    expect(res.status).toBe(200);
    const user = userSchema.parse(await res.json());
    expect(user.avatar?.name).toBe('Robin');
    expect(user.avatar?.imageUrl).toMatch(/^\/api\/portraits\/willow\.svg\?v=/);

    const unknown = await patch(me.id, { avatar: { name: 'Robin', portraitKey: 'nope' } });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).message).toBe('Pick one of the offered portraits.');
    expect((await patch(me.id, {})).status).toBe(400);
    expect((await patch(me.id, { avatar: { name: '', portraitKey: 'willow' } })).status).toBe(400);
    const long = { avatar: { name: 'x'.repeat(41), portraitKey: 'willow' } };
    expect((await patch(me.id, long)).status).toBe(400);
    const raw = await call(t, 'PATCH', `/api/users/${me.id}`, {
      token: me.accessToken,
      raw: '{',
    });
    expect(raw.status).toBe(400);
    const other = await session('user@angels.local');
    expect((await patch(other.id, { avatar: { name: 'X', portraitKey: 'willow' } })).status).toBe(
      404,
    );
  });

  it('changes the password when the current one is right, keeping the caller logged in', async () => {
    const me = await session('premium@angels.local');
    const elsewhere = await login(t, 'premium@angels.local');
    const change = (body: unknown) =>
      call(t, 'POST', `/api/users/${me.id}/password`, { token: me.accessToken, body });
    const wrong = await change({ currentPassword: 'not it', newPassword: 'brand new 22' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Current password is incorrect.',
    });
    expect((await change({ currentPassword: 'angels-demo-1', newPassword: 'short' })).status).toBe(
      400,
    );
    const same = await change({ currentPassword: 'angels-demo-1', newPassword: 'angels-demo-1' });
    expect(same.status).toBe(400);
    expect(await same.json()).toMatchObject({
      issues: [{ path: 'newPassword', message: SAME_PASSWORD }],
    });
    const ok = await change({
      currentPassword: 'angels-demo-1',
      newPassword: 'brand new 22',
      refreshToken: me.refreshToken,
    });
    expect(ok.status).toBe(204);
    await login(t, 'premium@angels.local', 'brand new 22');
    const refresh = (refreshToken: string) => post(t, '/api/auth/token/refresh', { refreshToken });
    expect((await refresh(me.refreshToken)).status).toBe(200);
    expect((await refresh(elsewhere.refreshToken)).status).toBe(401);
  });
});
