import { createHash } from 'node:crypto';
import type { Context, TypedResponse } from 'hono';
import {
  avatarListQuerySchema,
  avatarOptionsSchema,
  avatarPageSchema,
  avatarSchema,
  type Avatar,
  type AvatarOptions,
  type AvatarPage,
} from '../contract/avatars.ts';
import { generatorOptions } from '../contract/angel-looks.ts';
import { catalogueVersionStampSchema, type CatalogueVersionStamp } from '../contract/catalogue.ts';
import { catalogueStamp } from '../catalogue/catalogue-queries.ts';
import { ETHNICITY_LABELS, GENDER_LABELS, MAX_AGE, MIN_AGE } from '../contract/constants.ts';
import { toSummary } from '../angels/present.ts';
import type { Db } from '../db/client.ts';
import { findAvatar, listAvatars } from '../db/queries/avatars.ts';
import type { ImageEngine } from '../engines/image/image-engine.ts';
import { encodedBody } from '../http/compress.ts';
import { apiError, apiRouter, endpoints, json } from '../http/endpoint.ts';
import { notFound } from '../http/errors.ts';
import { CACHE_CATALOGUE } from '../http/headers.ts';
import { missCounter } from '../http/read-limits.ts';
import { avatarIdParams } from '../http/params.ts';
import type { CachedBody, ResponseCache } from '../http/response-cache.ts';
import { MAX_PAGE_SIZE } from '../contract/constants.ts';

export type AvatarDeps = { db: Db; images: ImageEngine; cache: ResponseCache };

const optionsOf = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));

export const AVATAR_OPTIONS: AvatarOptions = {
  genders: optionsOf(GENDER_LABELS),
  ethnicities: optionsOf(ETHNICITY_LABELS),
  minAge: MIN_AGE,
  maxAge: MAX_AGE,
  generator: generatorOptions(),
};

/**
 * The catalogue's pages (lists, an Angel's details) change when a curator changes them, and
 * then at once for everyone (docs/product-rules.md#the-catalogue): public, but revalidated on
 * every use, which the held body's ETag answers with a 304 from memory.
 */
const CACHE_CURATED = 'public, no-cache';

/** A held body's validator, computed once per body (a curator's change makes a new body). */
const etags = new WeakMap<CachedBody, string>();
function etagOf(entry: CachedBody): string {
  let etag = etags.get(entry);
  if (!etag) {
    etag = `"${createHash('sha256').update(entry.body).digest('base64url').slice(0, 22)}"`;
    etags.set(entry, etag);
  }
  return etag;
}

/** A cached, pre-serialised body of type T, compressed as the client accepts. */
function send<T>(entry: CachedBody, c: Context, cacheControl = CACHE_CATALOGUE) {
  const headers = new Headers({ 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' });
  if (cacheControl === CACHE_CURATED) {
    const etag = etagOf(entry);
    headers.set('ETag', etag);
    const match = c.req.header('If-None-Match')?.split(/\s*,\s*/);
    if (match?.includes(etag) || match?.includes(`W/${etag}`)) {
      // Typed as the JSON answer its full form is (the client reads its cached copy).
      return new Response(null, { status: 304, headers }) as Response &
        TypedResponse<T, 200, 'json'>;
    }
  }
  const { body, encoding } = encodedBody(entry, c.req.header('Accept-Encoding'));
  headers.set('Content-Type', entry.type);
  if (encoding) headers.set('Content-Encoding', encoding);
  // The bytes are JSON.stringify of a T (see the callers): typed as the JSON answer it is.
  return new Response(body, { headers }) as Response & TypedResponse<T, 200, 'json'>;
}
const JSON_TYPE = 'application/json';
const noSuchAvatar = apiError('NOT_FOUND: no Angel with this id.');

/** GET /api/avatars, /options, /version and /:id (portraits live apart). */
export function avatarRoutes({ db, images, cache }: AvatarDeps) {
  const endpoint = endpoints({});
  const list = endpoint({
    method: 'get',
    path: '/',
    access: 'public',
    missLimit: 'catalogue',
    maxItems: MAX_PAGE_SIZE,
    summary: 'One page of the avatar catalogue, filtered',
    request: { query: avatarListQuerySchema },
    responses: { 200: json('A page of avatars', avatarPageSchema) },
  });
  const options = endpoint({
    method: 'get',
    path: '/options',
    access: 'public',
    summary: 'What the discover filters and the Angel creator offer',
    responses: { 200: json('Filter options', avatarOptionsSchema) },
  });
  const version = endpoint({
    method: 'get',
    path: '/version',
    access: 'public',
    missLimit: 'catalogue',
    summary: "The catalogue's version: changes with anything a visitor sees of it",
    responses: { 200: json('The version', catalogueVersionStampSchema) },
  });
  const one = endpoint({
    method: 'get',
    path: '/{id}',
    access: 'public',
    missLimit: 'catalogue',
    summary: 'One avatar',
    request: { params: avatarIdParams },
    responses: { 200: json('The avatar', avatarSchema), 404: noSuchAvatar },
  });
  return apiRouter()
    .openapi(list, async (c) => {
      const q = c.req.valid('query');
      // Key on the parsed query so equivalent URLs (order, defaults) share one entry.
      const entry = await cache.getOrCreate(
        `list:${JSON.stringify(q)}`,
        JSON_TYPE,
        missCounter(c),
        async () => {
          const { rows, total } = await listAvatars(db, q);
          const page: AvatarPage = {
            firstPage: q.page === 1,
            lastPage: q.page * q.pageSize >= total,
            page: q.page,
            pageSize: q.pageSize,
            total,
            items: rows.map((row) => toSummary(row, images)),
          };
          return JSON.stringify(page);
        },
      );
      return send<AvatarPage>(entry, c, CACHE_CURATED);
    })
    .openapi(options, (c) => {
      c.header('Cache-Control', CACHE_CATALOGUE);
      return c.json(AVATAR_OPTIONS, 200);
    })
    .openapi(version, async (c) => {
      // A returning visitor's app compares it with the one its kept pages were read at; it is
      // revalidated every time, and answered from memory until the catalogue changes.
      const entry = await cache.getOrCreate('version', JSON_TYPE, missCounter(c), async () =>
        JSON.stringify({ version: await catalogueStamp(db) } satisfies CatalogueVersionStamp),
      );
      return send<CatalogueVersionStamp>(entry, c, CACHE_CURATED);
    })
    .openapi(one, async (c) => {
      const { id } = c.req.valid('param');
      const entry = await cache.getOrCreate(`one:${id}`, JSON_TYPE, missCounter(c), async () => {
        const row = await findAvatar(db, id);
        if (!row) throw notFound(`No Angel with id ${id} exists.`);
        const avatar: Avatar = {
          ...toSummary(row, images),
          occupation: row.occupation,
          bio: row.bio,
          personality: row.personality,
          interests: row.interests,
          greeting: row.greeting,
        };
        return JSON.stringify(avatar);
      });
      return send<Avatar>(entry, c, CACHE_CURATED);
    });
}
