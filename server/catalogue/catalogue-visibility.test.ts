import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../angels/test-helpers.ts';
import type { Chat } from '../contract/chats.ts';
import { catalogueVersionStampSchema } from '../contract/catalogue.ts';
import { RENDERER_PATH } from '../first-load/first-paint.ts';
import { DEFAULT_LIST_PATH } from '../first-load/landing-pages.ts';
import { mountStatic } from '../static.ts';
import { send, session, type Session } from '../testing/chat-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';
import { created, curated, discoverNames, edited } from './test-helpers.ts';

const shell = `<!doctype html><html><head><title>Angels</title></head>
<body><div id="root"><div class="boot">Loading…</div></div></body></html>`;

/** A renderer reading the API as the app's does: an Angel's page, or the default grid. */
const renderer = `
export async function renderFirstPaint(url, api) {
  const details = /^\\/discover\\/(\\d+)/.exec(url);
  const res = await api(details ? '/api/avatars/' + details[1] : '/api${DEFAULT_LIST_PATH}');
  if (!res.ok) return null;
  const body = await res.json();
  const names = details ? [body.name] : body.items.map((item) => item.name);
  return '<ul data-first-paint>' + names.map((name) => '<li>' + name + '</li>').join('') + '</ul>';
}
`;

describe('publishing and unpublishing, as visitors and users see it at once', () => {
  const t = useTestApp();
  let dist: string;
  let curator: Session;
  let user: Session;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'angels-catalogue-'));
    fs.mkdirSync(path.join(dist, path.dirname(RENDERER_PATH)), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), shell);
    fs.writeFileSync(path.join(dist, RENDERER_PATH), renderer);
    mountStatic(t.app, dist);
    curator = await session(t, 'curator@angels.local');
    user = await session(t, 'user@angels.local');
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  const page = async (url: string) => (await t.app.request(url)).text();
  const details = (id: number) => t.app.request(`/api/avatars/${id}`);
  const stamp = async () =>
    catalogueVersionStampSchema.parse(await (await t.app.request('/api/avatars/version')).json())
      .version;

  it('shows a published Angel in Discover, its page and the first paint at once, and hides it again', async () => {
    const angel = await created(t, curator.token, 'Wisteria');
    // Visitors' reads are held in memory: each is read once before every change.
    const before = await stamp();
    expect(await discoverNames(t)).not.toContain('Wisteria');
    expect((await details(angel.id)).status).toBe(404);
    expect(await page('/')).not.toContain('Wisteria');
    expect(await page(`/discover/${angel.id}`)).not.toContain('Wisteria');

    // Published with the highest landing order: first on the landing page.
    const featured = await edited(t, curator.token, angel, { landingOrder: 50 });
    await curated(t, curator.token, 'POST', `/${featured.id}/publish`);
    expect((await discoverNames(t))[0]).toBe('Wisteria');
    expect((await details(angel.id)).status).toBe(200);
    expect(await page('/')).toContain('<ul data-first-paint><li>Wisteria</li>');
    expect(await page(`/discover/${angel.id}`)).toContain('<li>Wisteria</li>');
    expect(await discoverNames(t, 'MALE')).not.toContain('Wisteria');
    const published = await stamp();
    expect(published).not.toBe(before);

    // An edit follows at once too.
    const now = await curated(t, curator.token, 'PUT', `/${angel.id}`, {
      version: 3,
      fields: { ...featured.fields, name: 'Wisteria Vale' },
    });
    expect(now.version).toBe(4);
    expect(await page('/')).toContain('<li>Wisteria Vale</li>');
    expect(((await (await details(angel.id)).json()) as { name: string }).name).toBe(
      'Wisteria Vale',
    );

    await curated(t, curator.token, 'POST', `/${angel.id}/unpublish`);
    expect(await discoverNames(t)).not.toContain('Wisteria Vale');
    expect((await details(angel.id)).status).toBe(404);
    expect(await page('/')).not.toContain('Wisteria');
    expect(await page(`/discover/${angel.id}`)).not.toContain('Wisteria');
    expect(await stamp()).not.toBe(published);
  });

  it("keeps an unpublished Angel's existing chats working; nobody starts a new one", async () => {
    const angel = await created(t, curator.token, 'Bramble', 'MALE');
    await curated(t, curator.token, 'POST', `/${angel.id}/publish`);
    const res = await request(t, 'POST', '/api/chats', {
      token: user.token,
      body: { avatarIds: [angel.id] },
    });
    expect(res.status).toBe(201);
    const chat = (await res.json()) as Chat;
    await t.app.replyJobs.idle();

    await curated(t, curator.token, 'POST', `/${angel.id}/unpublish`);
    const sent = await send(t, user, chat.chatHash, { text: 'Still there?' });
    expect(sent.message.text).toBe('Still there?');
    await t.app.replyJobs.idle();
    const opened = await request(t, 'GET', `/api/chats/${chat.chatHash}`, { token: user.token });
    expect(opened.status).toBe(200);
    // Its portrait, which the chat shows, is still drawn.
    const portrait = await t.app.request(angel.imageUrl);
    expect(portrait.status).toBe(200);
    // Nobody starts a new chat with it: not another user, not a group with it.
    const premium = await session(t, 'premium@angels.local');
    for (const avatarIds of [[angel.id], [angel.id, 2]]) {
      const refused = await request(t, 'POST', '/api/chats', {
        token: premium.token,
        body: { avatarIds },
      });
      expect(refused.status, JSON.stringify(avatarIds)).toBe(404);
    }
  });

  it('serves a redrawn portrait at its new URL, never the old picture', async () => {
    const angel = await created(t, curator.token, 'Hazel');
    const first = await (await t.app.request(angel.imageUrl)).text();
    const redrawn = await edited(t, curator.token, angel, {
      portrait: { ...angel.fields.portrait, seed: 'a new face', backgroundColor: 'b6e3f4' },
    });
    expect(redrawn.imageUrl).not.toBe(angel.imageUrl);
    const second = await (await t.app.request(redrawn.imageUrl)).text();
    expect(second).not.toBe(first);
  });
});
