import { z } from 'zod';
import { admitBeforeReading, admitNewAngel } from '../angels/admission.ts';
import { createAngel } from '../angels/create-angel.ts';
import { presentMyAngel } from '../angels/present.ts';
import { findOwnAngel, imageOf } from '../angels/queries.ts';
import { flagAngelTexts } from '../angels/text-filter.ts';
import { withChosenAge } from '../cards/card-age.ts';
import { buildCards, cardFileName } from '../cards/card-export.ts';
import { filterSystemPrompt } from '../cards/card-prompt.ts';
import { cardPngWriter } from '../cards/card-png.ts';
import { cardPngWork, readCardInWorker, readUploadBody } from '../cards/card-work.ts';
import { IMPORT_BODY_LIMIT, unreadable } from '../cards/read-card.ts';
import { importCardBodySchema, myAngelSchema } from '../contract/angels.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json, jsonBody } from '../http/endpoint.ts';
import { notFound } from '../http/errors.ts';
import { avatarIdParams } from '../http/params.ts';
import { cardPreviewRoutes } from './angel-card-preview.ts';
import type { ModerationDeps } from '../moderation/moderation-deps.ts';
import type { AppPool } from '../workers/app-pool.ts';

const NOT_YOURS = 'No Angel with this id, or it is not yours.';
const notYours = apiError(`NOT_FOUND: ${NOT_YOURS}`);

const attachment = (file: string) => `attachment; filename="${file}"`;

/**
 * Character cards: POST /api/my-angels/import makes a private Angel of a card (PNG or JSON,
 * V1–V3; it costs what creating one does), GET /api/my-angels/{id}/card.json and card.png
 * export the caller's own Angel as a Character Card V3 (with V2 for older tools).
 * Cheap checks come before costly work: the login, then the cap and the balance, then the
 * file's size; only then is the file read, in a worker of the pool (as is card.png's drawing
 * and writing), so no card holds the event loop that answers everyone else.
 */
export function angelCardRoutes(deps: ModerationDeps & { workers: AppPool }) {
  const { db, images, workers } = deps;
  const endpoint = endpoints(deps);
  const cardPng = cardPngWriter(images, cardPngWork(workers));
  const importCard = endpoint({
    method: 'post',
    path: '/import',
    access: 'user',
    writeLimit: 'angelCreate',
    bodyLimit: IMPORT_BODY_LIMIT,
    idempotent: true,
    admit: (user, requestId) => admitBeforeReading(db, user.id, requestId),
    parseBody: (bytes, owner) => readUploadBody(workers, 'importCard', bytes, owner),
    invalid: unreadable,
    summary: 'Import a character card (PNG or JSON; V1, V2 or V3) as a new private Angel',
    request: { body: jsonBody(importCardBodySchema) },
    responses: {
      201: json('The new Angel', myAngelSchema),
      200: json('This requestId already imported this Angel', myAngelSchema),
      400: apiError(
        "CARD_INVALID: not a card, or a field over its limit (the message says which), or a card that states no age sent without `age`. BAD_REQUEST: an Idempotency-Key that is not the body's requestId.",
      ),
      402: apiError(
        'INSUFFICIENT_TOKENS: importing costs what creating an Angel does; refused before the body is read unless the Idempotency-Key names an import this account already made.',
      ),
      409: apiError('TOO_MANY_ANGELS'),
      413: apiError('PAYLOAD_TOO_LARGE: the file is over 2 MB (the message gives its size).'),
      429: apiError('RATE_LIMITED: two of your files are being read already (Retry-After).'),
      404: apiError('NOT_FOUND: this requestId imported an Angel that has been deleted since.'),
      422: apiError('CONTENT_BLOCKED, with meta.field naming the text (systemPrompt included).'),
      503: apiError(
        'TIMEOUT: an earlier attempt with this requestId is still importing, or the server is busy reading other files; try again (Retry-After).',
      ),
    },
  });
  const cardFile = (extension: 'json' | 'png') =>
    endpoint({
      method: 'get',
      path: `/{id}/card.${extension}`,
      access: 'user',
      readLimit: 'export',
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
        429: apiError('RATE_LIMITED: two of your files are being written already (Retry-After).'),
        503: apiError('TIMEOUT: the server is busy writing other files; try again (Retry-After).'),
      },
    });

  const ownCard = async (userId: string, id: number) => {
    const row = await findOwnAngel(db, id, userId);
    if (!row) throw notFound(NOT_YOURS);
    const image = await imageOf(db, row.id);
    const { draft } = presentMyAngel(row, images);
    return { row, image, cards: buildCards(row, draft, image) };
  };

  return apiRouter<AuthEnv>()
    .route('/', cardPreviewRoutes(deps))
    .openapi(importCard, async (c) => {
      const { requestId, fileName, contentBase64, age } = c.req.valid('json');
      const userId = c.var.user.id;
      await admitNewAngel(db, userId, requestId);
      const input = { contentBase64, fileName };
      const read = await readCardInWorker(workers, input, userId);
      const { angel, image } = withChosenAge(read, age);
      const flagged = filterSystemPrompt(angel.profile.cardExtra);
      const { row, created } = await createAngel(deps, { userId, requestId, angel, image });
      if (created) await flagAngelTexts(deps, userId, flagged);
      return c.json(presentMyAngel(row, images), created ? 201 : 200);
    })
    .openapi(cardFile('json'), async (c) => {
      const { row, cards } = await ownCard(c.var.user.id, c.req.valid('param').id);
      c.header('Content-Disposition', attachment(cardFileName(row.name, 'json')));
      return c.json(cards.v3, 200);
    })
    .openapi(cardFile('png'), async (c) => {
      const { row, image, cards } = await ownCard(c.var.user.id, c.req.valid('param').id);
      const png = await cardPng(row, image, cards);
      c.header('Content-Type', 'image/png');
      c.header('Content-Disposition', attachment(cardFileName(row.name, 'png')));
      return c.body(new Uint8Array(png), 200);
    });
}
