import { z } from 'zod';
import { createAngel } from '../angels/create-angel.ts';
import { presentMyAngel } from '../angels/present.ts';
import { findOwnAngel, imageOf } from '../angels/queries.ts';
import { cardInvalid } from '../cards/card-error.ts';
import { buildCards, cardFileName } from '../cards/card-export.ts';
import { angelFromCard } from '../cards/card-to-angel.ts';
import { parseCard } from '../cards/parse-card.ts';
import { withCard } from '../cards/png-card.ts';
import { rasterise } from '../cards/rasterise.ts';
import { decodeUpload, readCardFile } from '../cards/read-card.ts';
import { importCardBodySchema, myAngelSchema } from '../contract/angels.ts';
import { CARD_FILE_MAX_BYTES } from '../contract/constants.ts';
import type { AuthEnv } from '../http/auth.ts';
import {
  apiError,
  apiRouter,
  endpoints,
  json,
  jsonBody,
  type InvalidRequest,
} from '../http/endpoint.ts';
import { notFound } from '../http/errors.ts';
import { avatarIdParams } from '../http/params.ts';
import { KB } from '../http/request-rules.ts';
import type { ModerationDeps } from '../moderation/moderation-deps.ts';

const NOT_YOURS = 'No Angel with this id, or it is not yours.';
const notYours = apiError(`NOT_FOUND: ${NOT_YOURS}`);

/**
 * Room for the file in base64 up to twice the card limit: a file a little too large still
 * reaches the handler, whose 413 says how large it is and what the limit is.
 */
const IMPORT_BODY_LIMIT = Math.ceil((2 * CARD_FILE_MAX_BYTES * 4) / 3) + 4 * KB;

/** Base64 that fails the schema is a file that cannot be read: CARD_INVALID like the rest. */
const unreadable: InvalidRequest = (error) =>
  error.body.issues?.some((issue) => issue.path === 'contentBase64')
    ? cardInvalid('The file could not be read: its content is not valid base64.', error.body.issues)
    : error;

const attachment = (file: string) => `attachment; filename="${file}"`;

/**
 * Character cards: POST /api/my-angels/import makes a private Angel of a card (PNG or JSON,
 * V1–V3; it costs what creating one does), GET /api/my-angels/{id}/card.json and card.png
 * export the caller's own Angel as a Character Card V3 (with V2 for older tools).
 */
export function angelCardRoutes(deps: ModerationDeps) {
  const { db, images } = deps;
  const endpoint = endpoints(deps);
  const importCard = endpoint({
    method: 'post',
    path: '/import',
    access: 'user',
    bodyLimit: IMPORT_BODY_LIMIT,
    invalid: unreadable,
    summary: 'Import a character card (PNG or JSON; V1, V2 or V3) as a new private Angel',
    request: { body: jsonBody(importCardBodySchema) },
    responses: {
      201: json('The new Angel', myAngelSchema),
      200: json('This requestId already imported this Angel', myAngelSchema),
      400: apiError(
        'CARD_INVALID: not a card, or a field over its limit (the message says which).',
      ),
      402: apiError('INSUFFICIENT_TOKENS: importing costs what creating an Angel does.'),
      409: apiError('TOO_MANY_ANGELS'),
      413: apiError('PAYLOAD_TOO_LARGE: the file is over 2 MB (the message gives its size).'),
      422: apiError('CONTENT_BLOCKED, with meta.field naming the text.'),
    },
  });
  const cardFile = (extension: 'json' | 'png') =>
    endpoint({
      method: 'get',
      path: `/{id}/card.${extension}`,
      access: 'user',
      summary: `Export one of your Angels as a Character Card V3 (${extension.toUpperCase()})`,
      request: { params: avatarIdParams },
      responses: {
        200: {
          description: 'The card file, as an attachment',
          content:
            extension === 'json'
              ? { 'application/json': { schema: z.record(z.string(), z.unknown()) } }
              : { 'image/png': { schema: z.string() } },
        },
        404: notYours,
      },
    });

  const ownCard = async (userId: string, id: number) => {
    const row = await findOwnAngel(db, id, userId);
    if (!row) throw notFound(NOT_YOURS);
    const image = await imageOf(db, row.id);
    const { draft } = presentMyAngel(row, image, images);
    return { row, image, cards: buildCards(row, draft, image) };
  };

  return apiRouter<AuthEnv>()
    .openapi(importCard, async (c) => {
      const { requestId, fileName, contentBase64 } = c.req.valid('json');
      const file = readCardFile(decodeUpload(contentBase64), fileName);
      const { angel, image } = angelFromCard(parseCard(file.json), file.picture);
      const userId = c.var.user.id;
      const { row, created } = await createAngel(deps, { userId, requestId, angel, image });
      const stored = await imageOf(db, row.id);
      return c.json(presentMyAngel(row, stored, images), created ? 201 : 200);
    })
    .openapi(cardFile('json'), async (c) => {
      const { row, cards } = await ownCard(c.var.user.id, c.req.valid('param').id);
      c.header('Content-Disposition', attachment(cardFileName(row.name, 'json')));
      return c.json(cards.v3, 200);
    })
    .openapi(cardFile('png'), async (c) => {
      const { row, image, cards } = await ownCard(c.var.user.id, c.req.valid('param').id);
      const picture = image
        ? image.bytes
        : rasterise((await images.render(row.portrait)).body, images.width);
      c.header('Content-Type', 'image/png');
      c.header('Content-Disposition', attachment(cardFileName(row.name, 'png')));
      return c.body(new Uint8Array(withCard(picture, cards)), 200);
    });
}
