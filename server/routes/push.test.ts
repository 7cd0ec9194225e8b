import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PushDevice } from '../contract/push.ts';
import { pushSubscriptions } from '../db/schema.ts';
import { call, post } from '../testing/auth-helpers.ts';
import { usePushTestApp } from '../testing/push-helpers.ts';
import { freshUser } from '../testing/sanction-helpers.ts';

describe('/api/push: the devices of an account', () => {
  const { t, service, turnOn, devices, remove, subscribed } = usePushTestApp();

  it('gives the public key to a signed-in user only', async () => {
    const me = await freshUser(t, 'key');
    const res = await call(t, 'GET', '/api/push/key', { token: me.token });
    expect(res.status).toBe(200);
    expect((await res.json()) as { publicKey: string }).toEqual({
      publicKey: expect.stringMatching(/^[\w-]{87}$/),
    });
    expect((await call(t, 'GET', '/api/push/key')).status).toBe(401);
  });

  it('turns a device on once per endpoint, names it, lists it, and turns it off', async () => {
    const me = await freshUser(t, 'devices');
    const sub = service.subscribe();
    const first = await turnOn(me, sub);
    expect(first.status).toBe(201);
    const device = (await first.json()) as PushDevice;
    expect(device).toMatchObject({
      device: 'Chrome on Android',
      lastDeliveredAt: null,
      endpointHash: createHash('sha256').update(sub.endpoint).digest('base64url'),
    });
    // The same browser again (new keys after a reinstall, say): the same device, updated.
    const again = await turnOn(me, { ...sub, keys: service.subscribe().keys });
    expect(again.status).toBe(200);
    expect(((await again.json()) as PushDevice).id).toBe(device.id);
    expect((await devices(me)).items.map((d) => d.id)).toEqual([device.id]);

    // Another account cannot see or remove it: the same 404 as a device that does not exist.
    const other = await freshUser(t, 'other');
    expect((await devices(other)).items).toEqual([]);
    const notYours = await remove(other, device.id);
    expect(notYours.status).toBe(404);
    expect(await notYours.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await remove(me, randomUUID())).status).toBe(404);
    expect((await remove(me, 'not-a-uuid')).status).toBe(400);

    expect((await remove(me, device.id)).status).toBe(204);
    expect((await devices(me)).items).toEqual([]);
  });

  it('refuses endpoints that are no push service, and keys that are not keys', async () => {
    const me = await freshUser(t, 'refused');
    const sub = service.subscribe();
    for (const endpoint of ['http://10.0.0.1/push/x', 'https://example.com/push', 'not a url']) {
      const res = await turnOn(me, { ...sub, endpoint });
      expect(res.status, endpoint).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 'BAD_REQUEST',
        issues: [{ path: 'endpoint' }],
      });
    }
    const badKeys = await turnOn(me, { ...sub, keys: { p256dh: 'short', auth: sub.keys.auth } });
    expect(badKeys.status).toBe(400);
    expect(await badKeys.json()).toMatchObject({ issues: [{ path: 'keys.p256dh' }] });
    expect((await devices(me)).total).toBe(0);
  });

  it('pages the devices, newest first', async () => {
    const me = await freshUser(t, 'pages');
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push(((await (await turnOn(me, service.subscribe())).json()) as PushDevice).id);
    }
    const first = await devices(me, '?pageSize=2');
    expect(first).toMatchObject({ firstPage: true, lastPage: false, total: 3 });
    expect(first.items).toHaveLength(2);
    const second = await devices(me, '?page=2&pageSize=2');
    expect(second).toMatchObject({ firstPage: false, lastPage: true });
    expect([...first.items, ...second.items].map((d) => d.id).sort()).toEqual([...ids].sort());
    const tooMany = await call(t, 'GET', '/api/push/devices?pageSize=51', { token: me.token });
    expect(tooMany.status).toBe(400);
  });

  it('turns off the devices of a logout, all at logout everywhere and account deletion', async () => {
    const { me, sub } = await subscribed();
    // The same account on a second device (its own login).
    const laptop = (await (
      await post(t, '/api/auth/login', { email: me.email, password: 'correct horse 1' })
    ).json()) as { accessToken: string; refreshToken: string };
    const laptopSub = service.subscribe();
    expect((await turnOn({ token: laptop.accessToken }, laptopSub)).status).toBe(201);
    expect((await devices(me)).total).toBe(2);
    expect((await post(t, '/api/auth/logout', { refreshToken: laptop.refreshToken })).status).toBe(
      204,
    );
    expect((await devices(me)).items.map((d) => d.endpointHash)).toEqual([
      createHash('sha256').update(sub.endpoint).digest('base64url'),
    ]);

    const out = await t.app.request(`/api/users/${me.id}/sessions`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${me.token}` },
    });
    expect(out.status).toBe(204);
    expect((await devices(me)).total).toBe(0);

    const { me: leaving } = await subscribed();
    const gone = await post(
      t,
      `/api/users/${leaving.id}/deletion`,
      { currentPassword: 'correct horse 1' },
      leaving.token,
    );
    expect(gone.status).toBe(204);
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, leaving.id));
    expect(rows).toEqual([]);
  });
});
