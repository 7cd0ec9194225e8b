import { z } from 'zod';
import { angelFromDraft } from '../angels/from-draft.ts';
import { EMPTY_CARD } from '../angels/present.ts';
import { checkAngelTexts } from '../angels/text-filter.ts';
import { withChosenAge } from '../cards/card-age.ts';
import { filterSystemPrompt } from '../cards/card-prompt.ts';
import { readCardInWorker, readUploadBody } from '../cards/card-work.ts';
import { IMPORT_BODY_LIMIT, unreadable } from '../cards/read-card.ts';
import type { CatalogueChanges } from '../catalogue/catalogue-changes.ts';
import { presentCatalogueAngel } from '../catalogue/present.ts';
import {
  createCatalogueAngel,
  editCatalogueAngel,
  restoreVersion,
  setPublished,
  type CurateDeps,
  type Recorded,
} from '../catalogue/curate.ts';
import {
  catalogueAngelSchema,
  catalogueCreateBodySchema,
  catalogueImportBodySchema,
  catalogueUpdateBodySchema,
  type CatalogueFields,
} from '../contract/catalogue.ts';
import { undrawnFields } from '../contract/catalogue-portrait.ts';
import { findCatalogueAngel } from '../catalogue/catalogue-queries.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json, jsonBody } from '../http/endpoint.ts';
import { badRequest } from '../http/errors.ts';
import { avatarIdParams, positiveIdParam } from '../http/params.ts';
import type { ModerationDeps } from '../moderation/moderation-deps.ts';
import type { AppPool } from '../workers/app-pool.ts';
import { ANGEL_BODY_LIMIT } from './my-angels.ts';

export type CatalogueDeps = ModerationDeps & { workers: AppPool; changes: CatalogueChanges };

const noSuchAngel = apiError('NOT_FOUND: no catalogue Angel with this id.');
const blocked = apiError('CONTENT_BLOCKED, with meta.field naming the text.');
const versionParams = z.object({
  id: avatarIdParams.shape.id,
  version: positiveIdParam('version'),
});

/** A portrait value the creator does not offer (and the Angel did not have) is a 400. */
function assertDrawable(next: CatalogueFields['portrait'], current: CatalogueFields['portrait']) {
  const wrong = undrawnFields(next, current);
  if (wrong.length === 0) return;
  throw badRequest(
    'The portrait cannot be drawn with these values: pick them from the lists.',
    wrong.map((field) => ({
      path: `fields.portrait.${field}`,
      message: 'Not one of the looks the portrait engine draws',
    })),
  );
}

/**
 * The curators' changes: create (the creator's draft or a character card; never charged, the
 * Angel is the team's), edit, publish, unpublish, restore. Each answers the Angel as the
 * console shows it, after the change.
 */
export function catalogueWriteRoutes(deps: CatalogueDeps) {
  const { db, images, workers } = deps;
  const curate: CurateDeps = { db, changes: deps.changes };
  const endpoint = endpoints(deps);
  const write = { access: 'curator', writeLimit: 'curate' } as const;
  const create = endpoint({
    ...write,
    method: 'post',
    path: '/',
    bodyLimit: ANGEL_BODY_LIMIT,
    summary: "A new catalogue Angel from the creator's draft, unpublished",
    request: { body: jsonBody(catalogueCreateBodySchema) },
    responses: { 201: json('The new Angel', catalogueAngelSchema), 422: blocked },
  });
  const importCard = endpoint({
    ...write,
    method: 'post',
    path: '/import',
    bodyLimit: IMPORT_BODY_LIMIT,
    parseBody: (bytes, owner) => readUploadBody(workers, 'catalogueImport', bytes, owner),
    invalid: unreadable,
    summary: 'A new catalogue Angel from a character card (PNG or JSON), unpublished',
    request: { body: jsonBody(catalogueImportBodySchema) },
    responses: {
      201: json('The new Angel', catalogueAngelSchema),
      400: apiError('CARD_INVALID: not a card, a field over its limit, or no age stated nor sent.'),
      413: apiError('PAYLOAD_TOO_LARGE: the file is over 2 MB.'),
      422: blocked,
      503: apiError('TIMEOUT: the server is busy reading other files (Retry-After).'),
    },
  });
  const edit = endpoint({
    ...write,
    method: 'put',
    path: '/{id}',
    bodyLimit: ANGEL_BODY_LIMIT,
    summary: 'Edit a catalogue Angel: texts, portrait, tags, landing order',
    request: { params: avatarIdParams, body: jsonBody(catalogueUpdateBodySchema) },
    responses: {
      200: json('The Angel after the change', catalogueAngelSchema),
      404: noSuchAngel,
      409: apiError('CATALOGUE_STALE: another curator saved a newer version since.'),
      422: blocked,
    },
  });
  const publishing = (path: string, summary: string) =>
    endpoint({
      ...write,
      method: 'post',
      path,
      summary,
      request: { params: avatarIdParams },
      responses: {
        200: json('The Angel after the change', catalogueAngelSchema),
        404: noSuchAngel,
      },
    });
  const publish = publishing('/{id}/publish', 'Publish: on Discover and its page at once');
  const unpublish = publishing(
    '/{id}/unpublish',
    'Unpublish: off Discover, its page gone for new visitors; existing chats go on',
  );
  const restore = endpoint({
    ...write,
    method: 'post',
    path: '/{id}/versions/{version}/restore',
    summary: "Restore an earlier version's fields, as a new version",
    request: { params: versionParams },
    responses: {
      200: json('The Angel after the change', catalogueAngelSchema),
      404: apiError('NOT_FOUND: no such Angel, or no such version.'),
    },
  });
  const shown = ({ row, version }: Recorded) => presentCatalogueAngel(row, version, images);

  return apiRouter<AuthEnv>()
    .openapi(create, async (c) => {
      const angel = angelFromDraft(c.req.valid('json').draft);
      checkAngelTexts(angel);
      const made = await createCatalogueAngel(curate, c.var.user, angel);
      return c.json(shown(made), 201);
    })
    .openapi(importCard, async (c) => {
      const { fileName, contentBase64, age } = c.req.valid('json');
      const read = await readCardInWorker(workers, { fileName, contentBase64 }, c.var.user.id);
      // A catalogue portrait is drawn (public, cached by anyone): a card's own picture is not used.
      const { angel } = withChosenAge(read, age);
      // A curator's words pass the filter a user's do: high and severe matches are refused.
      checkAngelTexts(angel);
      filterSystemPrompt(angel.profile.cardExtra);
      const made = await createCatalogueAngel(curate, c.var.user, angel);
      return c.json(shown(made), 201);
    })
    .openapi(edit, async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      checkAngelTexts({ ...body.fields, profile: { description: '', card: EMPTY_CARD } });
      assertDrawable(body.fields.portrait, (await findCatalogueAngel(db, id)).portrait);
      return c.json(shown(await editCatalogueAngel(curate, c.var.user, id, body)), 200);
    })
    .openapi(publish, async (c) => {
      const { id } = c.req.valid('param');
      return c.json(shown(await setPublished(curate, c.var.user, id, true)), 200);
    })
    .openapi(unpublish, async (c) => {
      const { id } = c.req.valid('param');
      return c.json(shown(await setPublished(curate, c.var.user, id, false)), 200);
    })
    .openapi(restore, async (c) => {
      const { id, version } = c.req.valid('param');
      return c.json(shown(await restoreVersion(curate, c.var.user, id, version)), 200);
    });
}
