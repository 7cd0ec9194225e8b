/** Helpers of the card tests: upload a file, fetch an export, make PNG cards. */
import { randomUUID } from 'node:crypto';
import extractChunks from 'png-chunks-extract';
import * as pngText from 'png-chunk-text';
import type { MyAngel } from '../contract/angels.ts';
import { idempotencyHeaders } from '../contract/idempotency.ts';
import { call } from '../testing/auth-helpers.ts';
import type { Session } from '../testing/chat-helpers.ts';
import type { TestContext } from '../testing/test-app.ts';
import { encodeText, readChunks, writeChunks } from './png-chunks.ts';
import { rasterise } from './rasterise.ts';

export const importFile = (
  t: TestContext,
  me: Session,
  content: Buffer | string,
  fileName = 'card.json',
  requestId = randomUUID(),
) =>
  call(t, 'POST', '/api/my-angels/import', {
    // As the app sends it: the requestId in the body and as the Idempotency-Key.
    headers: idempotencyHeaders(requestId),
    body: {
      requestId,
      fileName,
      contentBase64: (typeof content === 'string' ? Buffer.from(content) : content).toString(
        'base64',
      ),
    },
    token: me.token,
  });

/** Imports a card given as an object (JSON) or bytes; expects success. */
export async function imported(t: TestContext, me: Session, card: unknown, fileName?: string) {
  const content = Buffer.isBuffer(card) ? card : JSON.stringify(card);
  const res = await importFile(
    t,
    me,
    content,
    fileName ?? (Buffer.isBuffer(card) ? 'c.png' : 'c.json'),
  );
  if (res.status !== 201) throw new Error(`import: ${res.status} ${await res.text()}`);
  return (await res.json()) as MyAngel;
}

export const exported = (t: TestContext, me: Session, id: number, kind: 'json' | 'png') =>
  t.app.request(`/api/my-angels/${id}/card.${kind}`, {
    headers: { Authorization: `Bearer ${me.token}` },
  });

/** A small real PNG (a red square), optionally with tEXt chunks (keyword → text). */
export function pngWith(texts: Record<string, string> = {}): Buffer {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="50"><rect width="40" height="50" fill="#c33"/></svg>';
  // Our own chunk writer: the package's byte-by-byte one takes seconds for a 2 MB card.
  const chunks = readChunks(rasterise(svg, 40), 100);
  const end = chunks.length - 1;
  chunks.splice(end, 0, ...Object.entries(texts).map(([key, text]) => encodeText(key, text)));
  return writeChunks(chunks);
}

export const base64Json = (value: unknown) =>
  Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

/** The tEXt chunks of a PNG, keyword → decoded JSON of the base64 text. */
export function cardChunks(png: Buffer): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const chunk of extractChunks(png)) {
    if (chunk.name !== 'tEXt') continue;
    const { keyword, text } = pngText.decode(chunk.data);
    out[keyword] = JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
  }
  return out;
}

/** The IDAT bytes (the picture itself), to compare images whatever their text chunks. */
export const pictureOf = (png: Buffer) =>
  Buffer.concat(
    extractChunks(png)
      .filter((c) => c.name === 'IDAT')
      .map((c) => Buffer.from(c.data)),
  );
