import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  base64Json,
  cardChunks,
  exported,
  imported,
  pictureOf,
  pngWith,
} from '../cards/card-test-helpers.ts';
import { defaultChoices } from '../contract/angel-looks.ts';
import { proposeText } from '../contract/angel-writer.ts';
import { ANGEL_TEXT_FIELDS, type MyAngel } from '../contract/angels.ts';
import { post } from '../testing/auth-helpers.ts';
import { avatars } from '../db/schema.ts';
import { imageOf } from '../angels/queries.ts';
import { request } from '../angels/test-helpers.ts';
import { session, type Session } from '../testing/chat-helpers.ts';
import { setBalance } from '../testing/ledger-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

const t = useTestApp();
let me: Session;
let other: Session;
beforeAll(async () => {
  me = await session(t, 'user@angels.local');
  other = await session(t, 'premium@angels.local');
  await setBalance(t.database.db, me.id, 5000);
});

const lorebook = {
  name: 'Harbour',
  entries: [{ keys: ['bell'], content: 'The bell rings at dawn.' }],
};
const foreign = {
  spec: 'chara_card_v3',
  spec_version: '3.0',
  fav: true,
  data: {
    name: 'Maren',
    description: 'Maren is a ferry captain. She is 36 years old, calm and witty.',
    personality: 'Calm, witty.',
    scenario: 'The last ferry of the night.',
    first_mes: 'All aboard.',
    mes_example: '<START>\n{{char}}: Mind the gap.',
    creator_notes: '<p>Notes with <b>HTML</b></p>',
    system_prompt: 'You are Maren.',
    post_history_instructions: 'Keep it short.',
    alternate_greetings: ['Tickets, please.'],
    group_only_greetings: ['Everyone aboard!'],
    tags: ['sea'],
    creator: 'maker',
    character_version: '2',
    character_book: lorebook,
    assets: [{ type: 'icon', uri: 'ccdefault:', name: 'main', ext: 'png' }],
    nickname: 'Captain',
    x_unknown: { kept: [1, 2, 3] },
    extensions: { world: 'Harbour', depth_prompt: { depth: 2, prompt: 'Salty.' } },
  },
};

type Card = { spec: string; data: Record<string, unknown> } & Record<string, unknown>;

/** What must survive an export and an import again. */
const essence = (angel: MyAngel) => {
  const { id: _id, imageUrl: _url, createdAt: _c, updatedAt: _u, ...rest } = angel;
  return rest;
};

const portraitOf = async (id: number) =>
  (await t.database.db.select().from(avatars).where(eq(avatars.id, id)))[0]?.portrait;

describe('GET /api/my-angels/{id}/card.json and card.png', () => {
  it('exports V3 JSON with the mapped fields, the Angels extension and everything unknown', async () => {
    const angel = await imported(t, me, foreign);
    const res = await exported(t, me, angel.id, 'json');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="Maren.json"');
    const card = (await res.json()) as Card;
    expect(card).toMatchObject({ spec: 'chara_card_v3', spec_version: '3.0', fav: true });
    expect(card.data).toMatchObject({
      name: 'Maren',
      description: foreign.data.description,
      personality: 'Calm, witty.',
      first_mes: 'All aboard.',
      system_prompt: 'You are Maren.',
      post_history_instructions: 'Keep it short.',
      group_only_greetings: ['Everyone aboard!'],
      character_book: lorebook,
      assets: foreign.data.assets,
      nickname: 'Captain',
      x_unknown: { kept: [1, 2, 3] },
      creator_notes: '<p>Notes with <b>HTML</b></p>',
      extensions: {
        world: 'Harbour',
        depth_prompt: { depth: 2, prompt: 'Salty.' },
        angels: { version: 1, gender: 'FEMALE', age: 36, picture: 'drawn' },
      },
    });
  });

  it('round-trips: JSON and PNG exports import as the same Angel with the same portrait', async () => {
    const first = await imported(t, me, foreign);
    const json = await (await exported(t, me, first.id, 'json')).json();
    const fromJson = await imported(t, me, json);
    expect(essence(fromJson)).toEqual(essence(first));
    expect(await portraitOf(fromJson.id)).toEqual(await portraitOf(first.id));

    const png = Buffer.from(await (await exported(t, me, first.id, 'png')).arrayBuffer());
    const chunks = cardChunks(png);
    expect((chunks.ccv3 as Card).spec).toBe('chara_card_v3');
    expect(chunks.chara as Card).toMatchObject({
      spec: 'chara_card_v2',
      name: 'Maren',
      first_mes: 'All aboard.',
      data: { name: 'Maren', character_book: lorebook },
    });
    expect((chunks.chara as Card).data.group_only_greetings).toBeUndefined();
    const fromPng = await imported(t, me, png);
    expect(essence(fromPng)).toEqual(essence(first));
    // The PNG was only the drawn portrait: drawn again, not kept as a picture.
    expect(await imageOf(t.database.db, fromPng.id)).toBeUndefined();
    expect(await portraitOf(fromPng.id)).toEqual(await portraitOf(first.id));
  });

  it('round-trips an Angel made in the creator (all but its source)', async () => {
    const choices = {
      ...defaultChoices(),
      name: 'Sol',
      gender: 'MALE' as const,
      age: 44,
      traits: ['calm'],
      interests: ['astronomy', 'coffee'],
      relationship: 'mentor',
      tone: 'poetic',
    };
    const texts = Object.fromEntries(
      ANGEL_TEXT_FIELDS.map((f) => [f, proposeText(f, choices, 'k')]),
    );
    const res = await post(
      t,
      '/api/my-angels',
      { requestId: randomUUID(), draft: { choices, texts, seed: 'sol-seed' } },
      me.token,
    );
    expect(res.status).toBe(201);
    const made = (await res.json()) as MyAngel;
    for (const kind of ['json', 'png'] as const) {
      const file = await exported(t, me, made.id, kind);
      const content = kind === 'json' ? await file.json() : Buffer.from(await file.arrayBuffer());
      const again = await imported(t, me, content);
      expect({ ...essence(again), source: 'created' }).toEqual(essence(made));
      expect(await portraitOf(again.id)).toEqual(await portraitOf(made.id));
    }
  });

  it('keeps a null lorebook null, and a PNG card’s own picture through the round trip', async () => {
    const card = { ...foreign, data: { ...foreign.data, name: 'Pict', character_book: null } };
    const source = pngWith({ chara: base64Json(card) });
    const first = await imported(t, me, source);
    const res = await exported(t, me, first.id, 'png');
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="Pict.png"');
    const png = Buffer.from(await res.arrayBuffer());
    expect(pictureOf(png).equals(pictureOf(source))).toBe(true);
    expect(((cardChunks(png).ccv3 as Card).data as Card['data']).character_book).toBeNull();
    const again = await imported(t, me, png);
    expect(essence(again)).toEqual(essence(first));
    expect(again.imageUrl).toMatch(/\.png\?v=/);
  });

  it('rasterises the drawn portrait into the PNG when the Angel has no picture', async () => {
    const angel = await imported(t, me, { ...foreign, data: { ...foreign.data, name: 'Drawn' } });
    const png = Buffer.from(await (await exported(t, me, angel.id, 'png')).arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // 480 × 600, as the portrait is drawn.
    expect(png.readUInt32BE(16)).toBe(480);
    expect(png.readUInt32BE(20)).toBe(600);
    // Edited since (the picture is reused from the first export): the card is the current one.
    const draft = { ...angel.draft, choices: { ...angel.draft.choices, name: 'Redrawn' } };
    const path = `/api/my-angels/${angel.id}`;
    expect((await request(t, 'PUT', path, { body: { draft }, token: me.token })).status).toBe(200);
    const again = Buffer.from(await (await exported(t, me, angel.id, 'png')).arrayBuffer());
    expect(((cardChunks(again).ccv3 as Card).data as Card['data']).name).toBe('Redrawn');
    expect(pictureOf(again).equals(pictureOf(png))).toBe(true);
  });

  it('is the owner’s only: 404 for another user, 401 without a login', async () => {
    const angel = await imported(t, me, { ...foreign, data: { ...foreign.data, name: 'Mine' } });
    for (const kind of ['json', 'png'] as const) {
      const res = await exported(t, other, angel.id, kind);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect((await t.app.request(`/api/my-angels/${angel.id}/card.${kind}`)).status).toBe(401);
    }
    // A catalogue Angel is nobody's to export.
    expect((await exported(t, me, 1, 'json')).status).toBe(404);
  });

  it('gives a safe file name', async () => {
    const angel = await imported(t, me, {
      ...foreign,
      data: { ...foreign.data, name: 'Zoë "../x" <y>' },
    });
    const res = await exported(t, me, angel.id, 'json');
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="Zoe x y.json"');
  });
});
