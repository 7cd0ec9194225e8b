import { readCardInWorker, readUploadBody } from '../cards/card-work.ts';
import { IMPORT_BODY_LIMIT, unreadable } from '../cards/read-card.ts';
import { cardPreviewBodySchema, cardPreviewSchema } from '../contract/angels.ts';
import { ANGEL_CREATION_COST } from '../contract/constants.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json, jsonBody } from '../http/endpoint.ts';
import type { ModerationDeps } from '../moderation/moderation-deps.ts';
import type { AppPool } from '../workers/app-pool.ts';

/**
 * POST /api/my-angels/import/preview: what importing a card would create (name, picture,
 * greeting, age) and what it costs, read by the same worker job as the import itself, so the
 * user sees it before anything is spent. Nothing is stored or charged; a file the import would
 * refuse is refused here with the same reason.
 */
export function cardPreviewRoutes(deps: ModerationDeps & { workers: AppPool }) {
  const endpoint = endpoints(deps);
  const preview = endpoint({
    method: 'post',
    path: '/import/preview',
    access: 'user',
    // Part of importing: it shares the import's budget (a preview, then the import).
    writeLimit: 'angelCreate',
    bodyLimit: IMPORT_BODY_LIMIT,
    parseBody: (bytes, owner) => readUploadBody(deps.workers, 'cardPreview', bytes, owner),
    invalid: unreadable,
    summary: 'Read a character card and say what importing it would create, without charging',
    request: { body: jsonBody(cardPreviewBodySchema) },
    responses: {
      200: json('What the import would create, and its price', cardPreviewSchema),
      400: apiError(
        'CARD_INVALID: not a card, or a field over its limit (the message says which).',
      ),
      413: apiError('PAYLOAD_TOO_LARGE: the file is over 2 MB (the message gives its size).'),
      429: apiError('RATE_LIMITED: two of your files are being read already (Retry-After).'),
      503: apiError('TIMEOUT: the server is busy reading other files; try again (Retry-After).'),
    },
  });
  return apiRouter<AuthEnv>().openapi(preview, async (c) => {
    const { contentBase64, fileName } = c.req.valid('json');
    const card = await readCardInWorker(deps.workers, { contentBase64, fileName }, c.var.user.id);
    const { angel, image, ageStated } = card;
    return c.json(
      {
        name: angel.name,
        greeting: angel.greeting,
        age: ageStated ? angel.age : null,
        portrait: image ? null : angel.portrait,
        cost: ANGEL_CREATION_COST,
      },
      200,
    );
  });
}
