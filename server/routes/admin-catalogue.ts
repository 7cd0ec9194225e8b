import {
  catalogueAngelSchema,
  catalogueListQuerySchema,
  cataloguePageSchema,
  catalogueVersionPageSchema,
  catalogueVersionQuerySchema,
  CATALOGUE_LIMITS,
} from '../contract/catalogue.ts';
import { pageOf } from '../contract/paging.ts';
import type { AuthEnv } from '../http/auth.ts';
import { apiError, apiRouter, endpoints, json } from '../http/endpoint.ts';
import { avatarIdParams } from '../http/params.ts';
import {
  findCatalogueAngel,
  latestVersion,
  listCatalogue,
  listVersions,
} from '../catalogue/catalogue-queries.ts';
import {
  presentCatalogueAngel,
  presentCatalogueItem,
  presentVersion,
} from '../catalogue/present.ts';
import { catalogueWriteRoutes, type CatalogueDeps } from './admin-catalogue-writes.ts';

export const noSuchAngel = apiError('NOT_FOUND: no catalogue Angel with this id.');

/**
 * /api/admin/catalogue: the curated catalogue, for agents of the CURATOR group only (403 to
 * any other agent, as to a user). Reads here; the changes in admin-catalogue-writes.ts.
 */
export function adminCatalogueRoutes(deps: CatalogueDeps) {
  const { db, images } = deps;
  const endpoint = endpoints(deps);
  const list = endpoint({
    method: 'get',
    path: '/',
    access: 'curator',
    readLimit: 'care',
    maxItems: CATALOGUE_LIMITS.pageMax,
    summary: 'A page of the catalogue, published and not, searchable by name',
    request: { query: catalogueListQuerySchema },
    responses: { 200: json('A page of catalogue Angels, in Discover order', cataloguePageSchema) },
  });
  const one = endpoint({
    method: 'get',
    path: '/{id}',
    access: 'curator',
    readLimit: 'care',
    summary: 'One catalogue Angel: its visitor view (the preview), fields and version',
    request: { params: avatarIdParams },
    responses: { 200: json('The Angel', catalogueAngelSchema), 404: noSuchAngel },
  });
  const versions = endpoint({
    method: 'get',
    path: '/{id}/versions',
    access: 'curator',
    readLimit: 'care',
    maxItems: CATALOGUE_LIMITS.pageMax,
    summary: "A page of an Angel's versions, newest first",
    request: { params: avatarIdParams, query: catalogueVersionQuerySchema },
    responses: { 200: json('Its versions', catalogueVersionPageSchema), 404: noSuchAngel },
  });
  return apiRouter<AuthEnv>()
    .openapi(list, async (c) => {
      const q = c.req.valid('query');
      const { rows, total } = await listCatalogue(db, q);
      const items = rows.map((row) => presentCatalogueItem(row, images));
      return c.json(pageOf(items, total, q), 200);
    })
    .openapi(one, async (c) => {
      const { id } = c.req.valid('param');
      const row = await findCatalogueAngel(db, id);
      return c.json(presentCatalogueAngel(row, await latestVersion(db, id), images), 200);
    })
    .openapi(versions, async (c) => {
      const { id } = c.req.valid('param');
      const q = c.req.valid('query');
      const row = await findCatalogueAngel(db, id);
      const { rows, total } = await listVersions(db, row.id, q);
      const items = rows.map(({ version, actorEmail }) => presentVersion(version, actorEmail));
      return c.json(pageOf(items, total, q), 200);
    })
    .route('/', catalogueWriteRoutes(deps));
}
