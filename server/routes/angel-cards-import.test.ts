import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { base64Json, importFile, imported, pngWith } from '../cards/card-test-helpers.ts';
import { ANGEL_CREATION_COST, ANGEL_TEXT_MAX } from '../contract/constants.ts';
import { balance, session, type Session } from '../testing/chat-helpers.ts';
import { setBalance } from '../testing/ledger-helpers.ts';
import { flagsOf, profileCasesOf } from '../testing/report-helpers.ts';
import { useTestApp } from '../testing/test-app.ts';

const t = useTestApp();
let me: Session;
beforeAll(async () => {
  me = await session(t, 'user@angels.local');
  await setBalance(t.database.db, me.id, 5000);
});

const v2 = (data: Record<string, unknown>, root: Record<string, unknown> = {}) => ({
  ...root,
  spec: 'chara_card_v2',
  spec_version: '2.0',
  data: {
    name: 'Corvin',
    description: 'Corvin is a lighthouse keeper. He is 41 years old and loves books and the sea.',
    personality: 'Calm, loyal, a little sarcastic.',
    scenario: 'A stormy night at the lighthouse.',
    first_mes: 'Come in out of the rain.',
    mes_example: '<START>\n{{user}}: Hello?\n{{char}}: Door is open.',
    creator_notes: 'Made for rainy evenings.',
    system_prompt: 'Write as Corvin.',
    post_history_instructions: '',
    alternate_greetings: ['Storm again.', 'Tea?'],
    tags: ['fantasy', 'slow burn'],
    creator: 'someone',
    character_version: '1.2',
    extensions: { depth_prompt: { depth: 4, prompt: 'Stay gruff.' } },
    ...data,
  },
});

async function refused(content: Buffer | string, fileName = 'card.json', status = 400) {
  const res = await importFile(t, me, content, fileName);
  expect(res.status).toBe(status);
  return (await res.json()) as { code: string; message: string };
}

describe('POST /api/my-angels/import', () => {
  it('imports a V1 card: texts mapped, gender, age, traits and interests inferred', async () => {
    const angel = await imported(t, me, {
      name: 'Lyra',
      description:
        'Lyra is a 31 years old astronomer. She is curious and witty, and loves coffee and stars.',
      personality: 'Curious, witty',
      scenario: 'An observatory at night.',
      first_mes: 'Look up!',
      mes_example: '<START>',
      avatar: 'none',
      talkativeness: '0.5',
    });
    expect(angel).toMatchObject({
      name: 'Lyra',
      source: 'imported',
      gender: 'FEMALE',
      age: 31,
      ethnicity: 'MIXED',
      bio: expect.stringContaining('31 years old astronomer'),
      description: 'Curious, witty',
      greeting: 'Look up!',
      card: { scenario: 'An observatory at night.', exampleMessages: '<START>' },
    });
    expect(angel.draft.choices.traits).toEqual(['curious', 'witty']);
    expect(angel.draft.choices.interests).toEqual(expect.arrayContaining(['coffee', 'astronomy']));
    expect(angel.personality).toEqual(['Curious', 'Witty']);
  });

  it('imports a V2 JSON card (he/him, greetings, tags, null lorebook) and charges like create', async () => {
    const before = await balance(t, me);
    const angel = await imported(t, me, v2({ character_book: null }));
    expect(angel).toMatchObject({
      name: 'Corvin',
      gender: 'MALE',
      age: 41,
      greeting: 'Come in out of the rain.',
      description: 'Calm, loyal, a little sarcastic.',
      card: {
        scenario: 'A stormy night at the lighthouse.',
        alternateGreetings: ['Storm again.', 'Tea?'],
        tags: ['fantasy', 'slow burn'],
        creatorNotes: 'Made for rainy evenings.',
        creator: 'someone',
      },
    });
    expect(angel.draft.choices.traits).toEqual(['calm', 'sarcastic', 'loyal']);
    expect(await balance(t, me)).toBe(before - ANGEL_CREATION_COST);
  });

  it('answers a repeated requestId with the same Angel, charged once', async () => {
    const requestId = randomUUID();
    const content = JSON.stringify(v2({ name: 'Twice' }));
    const first = await importFile(t, me, content, 'a.json', requestId);
    expect(first.status).toBe(201);
    const before = await balance(t, me);
    const again = await importFile(t, me, content, 'a.json', requestId);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { id: number }).id).toBe(
      ((await first.json()) as { id: number }).id,
    );
    expect(await balance(t, me)).toBe(before);
  });

  it('imports a V3 JSON card and a V3 PNG card, preferring ccv3 over chara', async () => {
    const v3 = {
      spec: 'chara_card_v3',
      spec_version: '3.0',
      data: { ...v2({}).data, name: 'Nova', nickname: 'N', group_only_greetings: [] },
    };
    expect((await imported(t, me, v3)).name).toBe('Nova');
    const png = pngWith({ chara: base64Json(v2({ name: 'Old V2' })), ccv3: base64Json(v3) });
    const angel = await imported(t, me, png);
    expect(angel.name).toBe('Nova');
    // The card's picture is the portrait.
    expect(angel.imageUrl).toMatch(/\.png\?v=/);
  });

  it('imports a V2 PNG card (chara chunk only)', async () => {
    const angel = await imported(t, me, pngWith({ chara: base64Json(v2({ name: 'Pip' })) }));
    expect(angel).toMatchObject({ name: 'Pip', gender: 'MALE', source: 'imported' });
  });

  it('keeps hostile HTML as plain text, exactly as written', async () => {
    const html = '<img src=x onerror="alert(1)"><script>alert(2)</script> & <b>bold</b>';
    const angel = await imported(
      t,
      me,
      v2({ description: html, first_mes: `<i>hi</i> ${html}`, scenario: 'He is 41 years old.' }),
    );
    expect(angel.bio).toBe(html);
    expect(angel.greeting).toBe(`<i>hi</i> ${html}`);
  });

  it('refuses a file over 2 MB with 413 and its size', async () => {
    const body = await refused(randomBytes(Math.round(2.4 * 1024 * 1024)), 'big.png', 413);
    expect(body.message).toBe('The card file is 2.4 MB; cards up to 2 MB can be imported.');
  });

  it('refuses malformed files with 400 CARD_INVALID and a readable reason', async () => {
    const res = await t.app.request('/api/my-angels/import', {
      method: 'POST',
      headers: { Authorization: `Bearer ${me.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ requestId: randomUUID(), fileName: 'x.json', contentBase64: 'no!' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'CARD_INVALID', message: /not valid base64/ });
    const cases: [Buffer | string, string, RegExp][] = [
      ['{"name": "Broken",', 'x.json', /not valid JSON/],
      ['[1, 2]', 'x.json', /must be a JSON object/],
      [pngWith(), 'x.png', /no character card/],
      [pngWith({ chara: 'bm90IGpzb24=' }), 'x.png', /inside this PNG is not valid JSON/],
      [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]), 'x.jpg', /JPEG image/],
      [Buffer.concat([pngWith().subarray(0, 40), Buffer.from('junk')]), 'x.png', /damaged/],
      [JSON.stringify({ description: 'no name' }), 'x.json', /name is required/],
      [
        JSON.stringify(v2({ name: 'Kid', description: 'She is 16 years old.' })),
        'x.json',
        /Angels are adults/,
      ],
      [JSON.stringify(v2({ tags: 'one' })), 'x.json', /tags must be a list/],
    ];
    for (const [content, fileName, message] of cases) {
      const body = await refused(content, fileName);
      expect(body.code, String(message)).toBe('CARD_INVALID');
      expect(body.message).toMatch(message);
    }
  });

  it('refuses a PNG whose chunk claims more bytes than the file has, quickly', async () => {
    // Signature, then a chunk header claiming 2 GB of data, and 4 bytes: 20 bytes in all.
    const bomb = Buffer.alloc(20);
    pngWith().copy(bomb, 0, 0, 8);
    bomb.writeUInt32BE(0x80000000, 8);
    bomb.write('IHDR', 12, 'latin1');
    const started = performance.now();
    const body = await refused(bomb, 'bomb.png');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(body).toMatchObject({
      code: 'CARD_INVALID',
      message: 'The PNG file is damaged: a chunk runs past the end of the file.',
    });
    // Ten thousand and one empty chunks, each one a loop of the reader: refused by count.
    const empty = Buffer.from([0, 0, 0, 0, 0x74, 0x45, 0x58, 0x74, 0, 0, 0, 0]);
    const many = Buffer.concat([pngWith().subarray(0, 8), ...Array(10_001).fill(empty)]);
    expect((await refused(many, 'many.png')).message).toMatch(/more than 10,000 chunks/);
  });

  it('refuses a card nested too deeply with 400, not a crash', async () => {
    const objects = `{"a":`.repeat(5000) + '1' + '}'.repeat(5000);
    const arrays = '['.repeat(300_000) + ']'.repeat(300_000);
    const nested = (deep: string) => {
      const card = JSON.stringify(v2({ name: 'Deep', extensions: { x: 0 } }));
      return card.replace('{"x":0}', `{"x":${deep}}`);
    };
    for (const content of [objects, arrays].map(nested)) {
      expect(JSON.parse(content)).toBeTruthy();
      const body = await refused(content);
      expect(body).toMatchObject({
        code: 'CARD_INVALID',
        message: 'The card is nested too deeply.',
      });
    }
    const png = pngWith({ ccv3: Buffer.from(nested(arrays)).toString('base64') });
    expect((await refused(png, 'deep.png')).message).toBe('The card is nested too deeply.');
  });

  it('refuses texts over the limits, naming the field and the limit', async () => {
    const long = 'a'.repeat(ANGEL_TEXT_MAX + 1);
    const body = await refused(JSON.stringify(v2({ description: long })));
    expect(body.message).toBe(
      "The card's description (the bio) has 8,001 characters; Angels keeps at most 8,000.",
    );
    expect((await refused(JSON.stringify(v2({ name: 'N'.repeat(41) })))).message).toMatch(
      /name must be at most 40 characters/,
    );
    const greetings = Array.from({ length: 11 }, (_, i) => `Hi ${i}`);
    expect((await refused(JSON.stringify(v2({ alternate_greetings: greetings })))).message).toBe(
      'The card has 11 alternate greetings; Angels keeps at most 10.',
    );
  });

  it('holds the card’s system prompt to the text limit and the content filter', async () => {
    const long = await refused(
      JSON.stringify(v2({ system_prompt: 'a'.repeat(ANGEL_TEXT_MAX + 1) })),
    );
    expect(long).toEqual({
      code: 'CARD_INVALID',
      message: "The card's system prompt has 8,001 characters; Angels keeps at most 8,000.",
    });
    expect((await refused(JSON.stringify(v2({ system_prompt: 7 })))).message).toBe(
      "The card's system prompt must be text.",
    );
    const before = await balance(t, me);
    const slur = await refused(
      JSON.stringify(v2({ system_prompt: 'Call the user a retard.' })),
      'card.json',
      422,
    );
    expect(slur).toMatchObject({
      code: 'CONTENT_BLOCKED',
      message: /^The system prompt was not saved: /,
      meta: { field: 'systemPrompt' },
    });
    expect(await balance(t, me)).toBe(before);
    // A milder match is saved and flagged on the owner's case, once for a repeated request.
    const newbie = await session(t, 'newbie@angels.local');
    await setBalance(t.database.db, newbie.id, 100);
    const content = JSON.stringify(v2({ name: 'Salty', system_prompt: 'Swear: shit happens.' }));
    const requestId = randomUUID();
    expect((await importFile(t, newbie, content, 'c.json', requestId)).status).toBe(201);
    expect((await importFile(t, newbie, content, 'c.json', requestId)).status).toBe(200);
    const [profileCase] = await profileCasesOf(t, newbie.id);
    expect(await flagsOf(t, profileCase?.id ?? '')).toMatchObject([
      { subject: 'angel', source: 'filter', excerpt: 'Angel system prompt: Swear: shit happens.' },
    ]);
  });
});
