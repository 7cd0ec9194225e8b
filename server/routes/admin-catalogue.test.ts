import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { request } from '../angels/test-helpers.ts';
import {
  cataloguePageSchema,
  catalogueVersionPageSchema,
  type CatalogueAngel,
} from '../contract/catalogue.ts';
import { auditLog, tokenLedger } from '../db/schema.ts';
import { CATALOGUE, created, curated, edited } from '../catalogue/test-helpers.ts';
import { session } from '../testing/chat-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

describe('/api/admin/catalogue: who curates, creating, editing, versions, the audit', () => {
  const t = useTestApp();
  const curator = () => session(t, 'curator@angels.local');

  it('answers 401 without a login and 403 to users and to agents without the CURATOR group', async () => {
    const user = await session(t, 'user@angels.local');
    const agent = await session(t, 'agent@angels.local');
    const endpoints: [method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown][] = [
      ['GET', CATALOGUE],
      ['GET', `${CATALOGUE}/1`],
      ['GET', `${CATALOGUE}/1/versions`],
      ['POST', CATALOGUE, { draft: {} }],
      ['POST', `${CATALOGUE}/import`, { fileName: 'a.json', contentBase64: '' }],
      ['PUT', `${CATALOGUE}/1`, { version: 1, fields: {} }],
      ['POST', `${CATALOGUE}/1/publish`],
      ['POST', `${CATALOGUE}/1/unpublish`],
      ['POST', `${CATALOGUE}/1/versions/1/restore`],
    ];
    for (const [method, path, body] of endpoints) {
      const where = `${method} ${path}`;
      expect((await request(t, method, path, { body })).status, where).toBe(401);
      for (const who of [user, agent]) {
        const res = await request(t, method, path, { body, token: who.token });
        expect(res.status, where).toBe(403);
        expect(((await res.json()) as { code: string }).code).toBe('FORBIDDEN');
        expect(res.headers.get('Cache-Control')).toBe('no-store');
      }
    }
    // The curator is let in (the catalogue's first Angel exists).
    const { token } = await curator();
    expect((await request(t, 'GET', `${CATALOGUE}/1`, { token })).status).toBe(200);
    // Nothing was changed by the refused calls.
    const entries = await t.database.db.select().from(auditLog).where(isNotNull(auditLog.avatarId));
    expect(entries).toEqual([]);
  });

  it('creates an unpublished catalogue Angel from the creator without charging the curator', async () => {
    const me = await curator();
    const angel = await created(t, me.token, 'Juniper');
    expect(angel).toMatchObject({ name: 'Juniper', published: false, version: 1 });
    expect(angel.imageUrl).toMatch(new RegExp(`^/api/avatars/${angel.id}/portrait\\.svg\\?v=`));
    const ledger = await t.database.db
      .select()
      .from(tokenLedger)
      .where(eq(tokenLedger.userId, me.id));
    expect(ledger).toEqual([]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.avatarId, angel.id));
    expect(entry).toMatchObject({ action: 'catalogue-create', actorEmail: 'curator@angels.local' });
  });

  it('imports a character card as an unpublished catalogue Angel', async () => {
    const { token } = await curator();
    const card = { spec: 'chara_card_v2', data: { name: 'Rowan', description: 'A calm sailor.' } };
    const body = {
      fileName: 'rowan.json',
      contentBase64: Buffer.from(JSON.stringify(card)).toString('base64'),
      age: 34,
    };
    const res = await request(t, 'POST', `${CATALOGUE}/import`, { token, body });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await res.json()).toMatchObject({ name: 'Rowan', age: 34, published: false });
    const bad = await request(t, 'POST', `${CATALOGUE}/import`, {
      token,
      body: { ...body, contentBase64: Buffer.from('not a card').toString('base64') },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe('CARD_INVALID');
  });

  it('edits texts, tags, portrait and order; a stale version is a 409 and bad input a readable 400', async () => {
    const { token } = await curator();
    const angel = await created(t, token, 'Marigold');
    const portrait = { ...angel.fields.portrait, seed: 'another face' };
    const after = await edited(t, token, angel, {
      tagline: 'Your sunny gardener',
      interests: ['Gardening', 'Jazz'],
      portrait,
      landingOrder: 3,
    });
    expect(after).toMatchObject({
      tagline: 'Your sunny gardener',
      interests: ['Gardening', 'Jazz'],
    });
    expect(after.fields).toMatchObject({ landingOrder: 3, portrait });
    expect(after.version).toBe(2);
    expect(after.imageUrl).not.toBe(angel.imageUrl);
    // The form was opened at version 1: another curator's save came in between.
    const stale = await request(t, 'PUT', `${CATALOGUE}/${angel.id}`, {
      token,
      body: { version: 1, fields: angel.fields },
    });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { code: string }).code).toBe('CATALOGUE_STALE');
    const bad = await request(t, 'PUT', `${CATALOGUE}/${angel.id}`, {
      token,
      body: { version: 2, fields: { ...after.fields, age: 16, interests: ['x'.repeat(41)] } },
    });
    expect(bad.status).toBe(400);
    const issues = ((await bad.json()) as { issues: { path: string; message: string }[] }).issues;
    expect(issues).toContainEqual({
      path: 'fields.age',
      message: 'Angels are adults: age must be at least 18',
    });
    expect(issues.map((issue) => issue.path)).toContain('fields.interests.0');
    const undrawable = await request(t, 'PUT', `${CATALOGUE}/${angel.id}`, {
      token,
      body: { version: 2, fields: { ...after.fields, portrait: { ...portrait, top: 'nothing' } } },
    });
    expect(undrawable.status).toBe(400);
    const missing = await request(t, 'PUT', `${CATALOGUE}/999999`, {
      token,
      body: { version: 1, fields: after.fields },
    });
    expect(missing.status).toBe(404);
  });

  it('keeps every version, restores one as a new version, and audits each change', async () => {
    const { token } = await curator();
    const angel = await created(t, token, 'Sorrel');
    const v2 = await edited(t, token, angel, { bio: 'Second bio.' });
    await curated(t, token, 'POST', `/${angel.id}/publish`);
    const v4 = await edited(t, token, { ...v2, version: 3 }, { bio: 'Fourth bio.' });
    expect(v4.version).toBe(4);
    const restored = await curated(t, token, 'POST', `/${angel.id}/versions/2/restore`);
    expect(restored).toMatchObject({ bio: 'Second bio.', published: true, version: 5 });
    const res = await request(t, 'GET', `${CATALOGUE}/${angel.id}/versions?pageSize=2`, { token });
    const first = catalogueVersionPageSchema.parse(await res.json());
    expect(first).toMatchObject({ total: 5, firstPage: true, lastPage: false });
    expect(first.items.map((v) => [v.version, v.change])).toEqual([
      [5, 'restore'],
      [4, 'edit'],
    ]);
    expect(first.items[0]!.actor?.email).toBe('curator@angels.local');
    const last = await request(t, 'GET', `${CATALOGUE}/${angel.id}/versions?page=3&pageSize=2`, {
      token,
    });
    const oldest = catalogueVersionPageSchema.parse(await last.json()).items;
    expect(oldest.map((v) => [v.version, v.change, v.published])).toEqual([[1, 'create', false]]);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.avatarId, angel.id))
      .orderBy(asc(auditLog.id));
    expect(entries.map((e) => e.action)).toEqual([
      'catalogue-create',
      'catalogue-edit',
      'catalogue-publish',
      'catalogue-edit',
      'catalogue-restore',
    ]);
    expect(entries[1]).toMatchObject({
      before: { bio: angel.bio },
      after: { bio: 'Second bio.', version: 2 },
    });
    expect(entries[4]!.after).toMatchObject({ bio: 'Second bio.', restoredFrom: 2, version: 5 });
    const none = await request(t, 'POST', `${CATALOGUE}/${angel.id}/versions/99/restore`, {
      token,
    });
    expect(none.status).toBe(404);
  });

  it("writes down a seed Angel's original state at its first change, so it can be restored", async () => {
    const { token } = await curator();
    const seed = (await request(t, 'GET', `${CATALOGUE}/2`, { token }).then((r) =>
      r.json(),
    )) as CatalogueAngel;
    expect(seed.version).toBe(1);
    await edited(t, token, seed, { tagline: 'Changed by a curator' });
    const back = await curated(t, token, 'POST', `/2/versions/1/restore`);
    expect(back.tagline).toBe(seed.tagline);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.avatarId, 2), eq(auditLog.action, 'catalogue-edit')));
    expect(entries).toHaveLength(1);
  });

  it('lists the catalogue in pages, searched by name and by published or not', async () => {
    const { token } = await curator();
    const list = async (query: string) => {
      const res = await request(t, 'GET', `${CATALOGUE}?${query}`, { token });
      expect(res.status, query).toBe(200);
      return cataloguePageSchema.parse(await res.json());
    };
    const all = await list('pageSize=5');
    expect(all.items).toHaveLength(5);
    expect(all.lastPage).toBe(false);
    const second = await list('pageSize=5&page=2');
    expect(second.items.map((i) => i.id)).not.toContain(all.items[0]!.id);
    const unpublished = await list('status=unpublished&pageSize=50');
    expect(unpublished.items.every((i) => !i.published)).toBe(true);
    expect(unpublished.items.map((i) => i.name)).toEqual(
      expect.arrayContaining(['Juniper', 'Rowan', 'Marigold']),
    );
    const found = await list('q=MARIG');
    expect(found.items.map((i) => i.name)).toEqual(['Marigold']);
    // A search is text, never a pattern.
    expect((await list('q=%25')).total).toBe(0);
    for (const bad of ['pageSize=51', 'status=hidden', 'page=0']) {
      const res = await request(t, 'GET', `${CATALOGUE}?${bad}`, { token });
      expect(res.status, bad).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
  });
});
