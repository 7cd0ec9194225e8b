/**
 * Finding 1 of issue 25, as a class: costly work on a user's file never runs on the event
 * loop, and cheap checks come first. Walks the real route table: every route whose body limit
 * admits a file (over 256 KB) must hand its body (megabytes of JSON) and then the file to the
 * worker pool, and never parse that JSON on the event loop; a route added later fails here
 * until it has an example file and does the same. The import refuses a
 * 0-token account (402) before its file enters the pool; while large files are being read,
 * `GET /api/avatars` is answered, overtaking the files still waiting in the pool.
 */
import { randomUUID } from 'node:crypto';
import * as pngText from 'png-chunk-text';
import encodeChunks from 'png-chunks-encode';
import extractChunks from 'png-chunks-extract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { base64Json, importFile, pngWith } from '../cards/card-test-helpers.ts';
import { KB } from '../http/request-rules.ts';
import { pngClaiming } from '../images/picture-test-helpers.ts';
import { post } from '../testing/auth-helpers.ts';
import { session, type Session } from '../testing/chat-helpers.ts';
import { setBalance } from '../testing/ledger-helpers.ts';
import { useTestApp, type TestContext } from '../testing/test-app.ts';
import { appPool } from '../workers/app-pool.ts';
import { apiRoutes, documentOf, operationOf } from './route-table.ts';

/** One worker, room to wait for all the files below, and no per-account share in the way. */
const t = useTestApp({}, { workers: appPool({ size: 1, queueMax: 16, perOwnerMax: 16 }) });
let funded: Session;
let curator: Session;
let broke: Session;
beforeAll(async () => {
  funded = await session(t, 'user@angels.local');
  curator = await session(t, 'curator@angels.local');
  broke = await session(t, 'agent@angels.local');
  await setBalance(t.database.db, funded.id, 5000);
  await setBalance(t.database.db, broke.id, 0);
});

/**
 * A 1.5 MB PNG card that costs real work to read (base64, chunks, 1.5 MB of JSON) and is
 * refused at the end: its creator's notes are over the limit. Nothing is stored or charged.
 */
let heavy: Buffer | undefined;
function heavyCard(): Buffer {
  if (heavy) return heavy;
  const notes = 'a long note '.repeat(100_000);
  const card = {
    spec: 'chara_card_v2',
    spec_version: '2.0',
    data: { name: 'Heavy', creator_notes: notes },
  };
  heavy = pngWith({ ccv3: base64Json(card) });
  return heavy;
}

const fileBody = (file: Buffer) => ({
  requestId: randomUUID(),
  fileName: 'card.png',
  contentBase64: file.toString('base64'),
});

/** A valid body per file route (FILE_BODY_OVER), and who may send it (a funded user unless said). */
const FILE_EXAMPLES: Record<string, { body: () => unknown; as?: 'curator' }> = {
  'POST /api/my-angels/import': { body: () => fileBody(heavyCard()) },
  'POST /api/my-angels/import/preview': { body: () => fileBody(heavyCard()) },
  'POST /api/admin/catalogue/import': { body: () => fileBody(heavyCard()), as: 'curator' },
};

/**
 * A body limit above this admits a file: JSON this size parses in about a millisecond (the
 * generator state's 65 KB); a file's reading is costly and belongs in the pool.
 */
const FILE_BODY_OVER = 256 * KB;

const submitted = (t: TestContext) => t.app.workers.stats().submitted;

describe('costly work on files', () => {
  it('every route that takes a file reads it in the worker pool, not on the event loop', async () => {
    const doc = documentOf(t.app);
    const fileRoutes = apiRoutes(t.app).filter(
      (route) => (operationOf(doc, route)?.bodyLimit ?? 0) > FILE_BODY_OVER,
    );
    expect(fileRoutes.map((r) => r.key)).toContain('POST /api/my-angels/import');
    // The JSON this process parses while the routes answer: nothing the size of a file.
    const parse = vi.spyOn(JSON, 'parse');
    try {
      for (const route of fileRoutes) {
        const example = FILE_EXAMPLES[route.key];
        expect(example, `${route.key} takes files: add it to FILE_EXAMPLES`).toBeDefined();
        const before = submitted(t);
        const token = example?.as === 'curator' ? curator.token : funded.token;
        const res = await post(t, route.path, example?.body(), token);
        expect(res.status, route.key).toBe(400);
        // Two jobs: the request's JSON, then the file it carries.
        expect(submitted(t), `${route.key} read its body or file outside the pool`).toBe(
          before + 2,
        );
      }
      const largest = Math.max(0, ...parse.mock.calls.map(([text]) => String(text).length));
      expect(largest, 'a file-sized JSON parsed on the event loop').toBeLessThan(FILE_BODY_OVER);
    } finally {
      parse.mockRestore();
    }
  });

  it('answers a malformed or invalid file body with the same 400s, from the pool', async () => {
    const send = (body: string) =>
      t.app.request('/api/my-angels/import/preview', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${funded.token}` },
        body,
      });
    const malformed = await send(`{"fileName":"card.png","contentBase64":"${'A'.repeat(KB)}`);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'The request body must be valid JSON.',
    });
    const notBase64 = await send(JSON.stringify({ fileName: 'card.png', contentBase64: '%%%%' }));
    expect(notBase64.status).toBe(400);
    expect(await notBase64.json()).toMatchObject({
      code: 'CARD_INVALID',
      message: 'The file could not be read: its content is not valid base64.',
    });
    const noName = await send(JSON.stringify({ contentBase64: 'AAAA' }));
    expect(noName.status).toBe(400);
    expect(await noName.json()).toMatchObject({
      code: 'BAD_REQUEST',
      issues: [expect.objectContaining({ path: 'fileName' })],
    });
  });

  it('a 0-token account gets its 402 before its file is read', async () => {
    const before = submitted(t);
    const res = await importFile(t, broke, heavyCard(), 'card.png');
    expect(res.status).toBe(402);
    expect(((await res.json()) as { code: string }).code).toBe('INSUFFICIENT_TOKENS');
    expect(submitted(t)).toBe(before);
  });

  it('a 0-token account gets its 402 before its request body is even parsed', async () => {
    // A megabyte that is not JSON: parsing it first would answer 400, not 402.
    const res = await t.app.request('/api/my-angels/import', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${broke.token}` },
      body: `{"requestId":"${randomUUID()}","contentBase64":"${'A'.repeat(1024 * KB)}`,
    });
    expect(res.status).toBe(402);
  });

  it('an oversize file is refused by its size, before it is read', async () => {
    const before = submitted(t);
    const res = await importFile(t, funded, Buffer.alloc(2.5 * 1024 * 1024, 1), 'card.png');
    expect(res.status).toBe(413);
    // Only its request body was parsed (in the pool: the size is inside it), never the file.
    expect(submitted(t)).toBe(before + 1);
  });

  it('GET /api/avatars is answered while large imports wait in the pool', async () => {
    const imports = Array.from({ length: 6 }, () => {
      const answer = { status: 0 };
      const done = importFile(t, funded, heavyCard(), 'card.png').then((res) => {
        answer.status = res.status;
      });
      return { answer, done };
    });
    // All six passed the cheap checks: one is being read, five wait for the one worker.
    await expect.poll(() => t.app.workers.stats().queued, { interval: 5 }).toBe(5);
    const list = await t.app.request('/api/avatars?limit=5');
    expect(list.status).toBe(200);
    // The list overtook the files: most of them are still waiting for the worker.
    expect(t.app.workers.stats().queued).toBeGreaterThanOrEqual(3);
    expect(imports.filter((i) => i.answer.status !== 0).length).toBeLessThanOrEqual(2);
    await Promise.all(imports.map((i) => i.done));
    expect(imports.map((i) => i.answer.status)).toEqual([400, 400, 400, 400, 400, 400]);
  });
});

describe('pictures in imported cards', () => {
  const card = {
    spec: 'chara_card_v2',
    spec_version: '2.0',
    data: { name: 'Bomb', description: 'She is 30 years old.', first_mes: 'Hi' },
  };
  /** `picture` with the card in a ccv3 chunk before its end. */
  const withPicture = (picture: Buffer) => {
    const chunks = extractChunks(picture);
    chunks.splice(chunks.length - 1, 0, pngText.encode('ccv3', base64Json(card)));
    return Buffer.from(encodeChunks(chunks));
  };

  it('refuses a PNG claiming 100000 × 100000 pixels with a deflate bomb, with a clear 400', async () => {
    const bomb = withPicture(pngClaiming(100_000, 100_000, Buffer.alloc(16 * 1024 * 1024)));
    const res = await importFile(t, funded, bomb, 'bomb.png');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe('CARD_INVALID');
    expect(body.message).toBe(
      "The card's picture is 100000 × 100000 pixels; pictures up to 4096 × 4096 are accepted.",
    );
  });

  it('refuses a small picture whose data inflates past its size', async () => {
    const bomb = withPicture(pngClaiming(64, 64, Buffer.alloc(16 * 1024 * 1024)));
    const res = await importFile(t, funded, bomb, 'bomb.png');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      "The card's picture unpacks to more than its 64 × 64 pixels can hold.",
    );
  });

  it('still imports a card with a real picture', async () => {
    const res = await importFile(t, funded, pngWith({ ccv3: base64Json(card) }), 'fine.png');
    expect(res.status).toBe(201);
  });
});
