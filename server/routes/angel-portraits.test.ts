import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userSchema } from '../contract/users.ts';
import { avatars, users } from '../db/schema.ts';
import { avatarImageUrl, personalPortraitUrl, withPortraitKey } from '../angels/portrait-url.ts';
import { createDicebearEngine } from '../engines/image/dicebear-engine.ts';
import { createOwn, request } from '../angels/test-helpers.ts';
import { session } from '../testing/chat-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

const look = {
  skinTone: 'd08b5b',
  hairStyle: 'bob',
  hairColor: 'c93305',
  eyes: 'wink',
  facialHair: 'none',
  glasses: 'round',
  outfit: 'hoodie',
  outfitColor: 'a7ffc4',
  background: 'ffd5dc',
};

describe('private portraits: own Angels and the premium personal portrait', () => {
  const t = useTestApp();

  it("serves an Angel's portrait only at its exact capability URL, privately cached", async () => {
    const me = await session(t, 'user@angels.local');
    const mia = await createOwn(t, me, 'Mia');
    const res = await request(t, 'GET', mia.imageUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(res.headers.get('Cache-Control')).toBe('private, max-age=31536000, immutable');
    expect(await res.text()).toContain('<svg');
    const wrong = mia.imageUrl.replace(/v=.*/, 'v=guess');
    expect((await request(t, 'GET', wrong)).status).toBe(404);
    expect((await request(t, 'GET', mia.imageUrl.replace(/\?v=.*/, ''))).status).toBe(404);
    // The catalogue's portrait route does not show private Angels either.
    expect((await request(t, 'GET', `/api/avatars/${mia.id}/portrait.svg`)).status).toBe(404);
  });

  it('signs the portrait version with the app secret: a plain hash of the look is a 404', async () => {
    const me = await session(t, 'user@angels.local');
    const ava = await createOwn(t, me, 'Ava');
    const [row] = await t.database.db.select().from(avatars).where(eq(avatars.id, ava.id));
    if (!row) throw new Error('The Angel just made is missing');
    const drawing = createDicebearEngine();
    const one = avatarImageUrl(row, withPortraitKey(drawing, 'first secret'));
    const two = avatarImageUrl(row, withPortraitKey(drawing, 'second secret'));
    expect(one).toMatch(/^\/api\/portraits\/angels\/\d+\.svg\?v=[\w-]{22}$/);
    expect(one).not.toBe(two);
    expect((await request(t, 'GET', one)).status).toBe(404);
    // What the version was before it was signed: anyone knowing the id and the look had it.
    const plain = createHash('sha256')
      .update(`angel:${row.id}:${drawing.versionFor(row.portrait)}`)
      .digest('base64url')
      .slice(0, 22);
    const guessed = ava.imageUrl.replace(/v=.*/, `v=${plain}`);
    expect((await request(t, 'GET', guessed)).status).toBe(404);
    expect((await request(t, 'GET', ava.imageUrl)).status).toBe(200);
    const mine = personalPortraitUrl(me.id, row.portrait, withPortraitKey(drawing, 'first secret'));
    const other = personalPortraitUrl(me.id, row.portrait, withPortraitKey(drawing, 'other'));
    expect(mine).not.toBe(other);
    expect(() => avatarImageUrl(row, drawing)).toThrow(/withPortraitKey/);
  });

  it('refuses the personal portrait generator to non-premium users', async () => {
    const me = await session(t, 'user@angels.local');
    const res = await request(t, 'PUT', `/api/users/${me.id}/portrait`, {
      body: { look, tone: 'playful', seed: 'mine' },
      token: me.token,
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      code: 'PREMIUM_REQUIRED',
      message: 'Designing your own portrait is a Premium feature.',
    });
  });

  it("makes a premium user's design their avatar; a stock pick replaces it again", async () => {
    const me = await session(t, 'premium@angels.local');
    const path = `/api/users/${me.id}`;
    await request(t, 'PATCH', path, {
      body: { avatar: { name: 'Sam', portraitKey: 'willow' } },
      token: me.token,
    });
    const res = await request(t, 'PUT', `${path}/portrait`, {
      body: { look, tone: 'playful', seed: 'mine-1' },
      token: me.token,
    });
    expect(res.status).toBe(200);
    const user = userSchema.parse(await res.json());
    const url = user.avatar?.imageUrl ?? '';
    expect(url).toMatch(new RegExp(`^/api/portraits/users/${me.id}\\.svg\\?v=`));
    const image = await request(t, 'GET', url);
    expect(image.status).toBe(200);
    expect(await image.text()).toContain('<svg');
    expect((await request(t, 'GET', url.replace(/v=.*/, 'v=x'))).status).toBe(404);
    const rename = await request(t, 'PATCH', path, {
      body: { avatar: { name: 'Sammy', portraitKey: 'custom' } },
      token: me.token,
    });
    expect(userSchema.parse(await rename.json()).avatar).toEqual({ name: 'Sammy', imageUrl: url });
    const stock = await request(t, 'PATCH', path, {
      body: { avatar: { name: 'Sammy', portraitKey: 'willow' } },
      token: me.token,
    });
    expect(userSchema.parse(await stock.json()).avatar?.imageUrl).toMatch(
      /^\/api\/portraits\/willow\.svg/,
    );
    expect((await request(t, 'GET', url)).status).toBe(404);
  });

  it("asks for the personal avatar's name before its portrait; 404 for another user", async () => {
    const me = await session(t, 'premium@angels.local');
    const other = await session(t, 'user@angels.local');
    const res = await request(t, 'PUT', `/api/users/${other.id}/portrait`, {
      body: { look, tone: 'calm', seed: 'x' },
      token: me.token,
    });
    expect(res.status).toBe(404);
    await t.database.db.update(users).set({ avatarName: null }).where(eq(users.id, me.id));
    const unnamed = await request(t, 'PUT', `/api/users/${me.id}/portrait`, {
      body: { look, tone: 'calm', seed: 'x' },
      token: me.token,
    });
    expect(unnamed.status).toBe(400);
    expect(((await unnamed.json()) as { message: string }).message).toMatch(/name/);
  });
});
