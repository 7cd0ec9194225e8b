import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { pngWith } from '../cards/card-test-helpers.ts';
import type { CardPreview, MyAngel } from '../contract/angels.ts';
import { ANGEL_CREATION_COST } from '../contract/constants.ts';
import { post } from '../testing/auth-helpers.ts';
import { balance, session, type Session } from '../testing/chat-helpers.ts';
import { setBalance } from '../testing/ledger-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

const t = useTestApp();
let me: Session;
beforeAll(async () => {
  me = await session(t, 'user@angels.local');
  await setBalance(t.database.db, me.id, 500);
});

const card = (description: string) => ({
  spec: 'chara_card_v2',
  spec_version: '2.0',
  data: { name: 'Maren', description, personality: 'Dry humour.', first_mes: '*looks up* You.' },
});
const ageless = card('Maren keeps the harbour lights. She likes tea.');
const base64 = (value: unknown) =>
  (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64');

const preview = (value: unknown, fileName = 'maren.json') =>
  post(t, '/api/my-angels/import/preview', { fileName, contentBase64: base64(value) }, me.token);
const importWith = (value: unknown, extra: { age?: number } = {}) =>
  post(
    t,
    '/api/my-angels/import',
    { requestId: randomUUID(), fileName: 'maren.json', contentBase64: base64(value), ...extra },
    me.token,
  );
const myAngelCount = async () => {
  const res = await t.app.request('/api/my-angels', {
    headers: { Authorization: `Bearer ${me.token}` },
  });
  return ((await res.json()) as { items: unknown[] }).items.length;
};

describe('POST /api/my-angels/import/preview', () => {
  it('says what the import would create and its price, and neither creates nor charges', async () => {
    const [before, angels] = [await balance(t, me), await myAngelCount()];
    const res = await preview(card('Maren is 47 years old and keeps the harbour lights.'));
    expect(res.status).toBe(200);
    const body = (await res.json()) as CardPreview;
    expect(body).toMatchObject({
      name: 'Maren',
      greeting: '*looks up* You.',
      age: 47,
      cost: ANGEL_CREATION_COST,
    });
    expect(body.portrait).toMatchObject({ style: 'avataaars' });
    expect(await balance(t, me)).toBe(before);
    expect(await myAngelCount()).toBe(angels);
  });

  it('has no drawn portrait for a PNG card (its picture is the portrait), and says when no age is stated', async () => {
    const png = pngWith({ chara: base64(ageless) });
    const body = (await (await preview(png, 'maren.png')).json()) as CardPreview;
    expect(body).toMatchObject({ name: 'Maren', age: null, portrait: null });
  });

  it('refuses a file the import would refuse, with the same reason', async () => {
    const res = await preview('not json at all');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'CARD_INVALID', message: /not valid JSON/ });
  });

  it('needs a login', async () => {
    const res = await post(t, '/api/my-angels/import/preview', {
      fileName: 'maren.json',
      contentBase64: base64(ageless),
    });
    expect(res.status).toBe(401);
  });
});

describe('importing a card that states no age', () => {
  it('is refused without an age, charging nothing, and takes the age the user chose', async () => {
    const before = await balance(t, me);
    const refused = await importWith(ageless);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      code: 'CARD_INVALID',
      message: /does not say how old/,
      issues: [{ path: 'age' }],
    });
    expect(await balance(t, me)).toBe(before);

    const res = await importWith(ageless, { age: 62 });
    expect(res.status).toBe(201);
    const angel = (await res.json()) as MyAngel;
    expect(angel.age).toBe(62);
    expect(angel.draft.choices.age).toBe(62);
  });

  it('refuses an age under 18', async () => {
    const res = await importWith(ageless, { age: 17 });
    expect(res.status).toBe(400);
  });

  it('keeps the age a card states, whatever age is sent', async () => {
    const res = await importWith(card('Maren, 47 years old, keeps the lights.'), { age: 30 });
    expect(((await res.json()) as MyAngel).age).toBe(47);
  });
});
