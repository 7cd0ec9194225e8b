import { Hono } from 'hono';
import {
  avatarListQuerySchema,
  type Avatar,
  type AvatarOptions,
  type AvatarPage,
  type AvatarSummary,
} from '../contract/avatars.ts';
import type { Db } from '../db/client.ts';
import { findAvatar, listAvatars, type AvatarSummaryRow } from '../db/queries/avatars.ts';
import type { ImageEngine } from '../engines/image/image-engine.ts';
import { notFound } from '../http/errors.ts';
import { CACHE_CATALOGUE } from '../http/headers.ts';
import { encodedBody } from '../http/compress.ts';
import type { CachedBody, ResponseCache } from '../http/response-cache.ts';
import { parseId, parseOr400 } from '../http/validate.ts';

export type AvatarDeps = { db: Db; images: ImageEngine; cache: ResponseCache };

export const AVATAR_OPTIONS: AvatarOptions = {
  genders: [
    { value: 'FEMALE', label: 'Female' },
    { value: 'MALE', label: 'Male' },
  ],
  ethnicities: [
    { value: 'ASIAN', label: 'Asian' },
    { value: 'BLACK', label: 'Black' },
    { value: 'CAUCASIAN', label: 'Caucasian' },
    { value: 'LATINA', label: 'Latina' },
    { value: 'MIDDLE_EASTERN', label: 'Middle Eastern' },
    { value: 'SOUTH_ASIAN', label: 'South Asian' },
    { value: 'MIXED', label: 'Mixed' },
  ],
  minAge: 18,
  maxAge: 99,
};

export function toSummary(row: AvatarSummaryRow, images: ImageEngine): AvatarSummary {
  return {
    id: row.id,
    name: row.name,
    gender: row.gender,
    age: row.age,
    ethnicity: row.ethnicity,
    tagline: row.tagline,
    // The version query lets the portrait be cached forever yet change when redrawn.
    imageUrl: `/api/avatars/${row.id}/portrait.svg?v=${images.versionFor(row.portrait)}`,
    imageWidth: images.width,
    imageHeight: images.height,
  };
}

function send(entry: CachedBody, acceptEncoding: string | undefined): Response {
  const { body, encoding } = encodedBody(entry, acceptEncoding);
  const headers = new Headers({
    'Content-Type': entry.type,
    'Cache-Control': CACHE_CATALOGUE,
    Vary: 'Accept-Encoding',
  });
  if (encoding) headers.set('Content-Encoding', encoding);
  return new Response(body, { headers });
}
const JSON_TYPE = 'application/json';

/** GET /api/avatars, /api/avatars/options and /api/avatars/:id (portraits live apart). */
export function avatarRoutes({ db, images, cache }: AvatarDeps) {
  return new Hono()
    .get('/', async (c) => {
      const q = parseOr400(avatarListQuerySchema, c.req.query());
      // Key on the parsed query so equivalent URLs (order, defaults) share one entry.
      const entry = await cache.getOrCreate(`list:${JSON.stringify(q)}`, JSON_TYPE, async () => {
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
      });
      return send(entry, c.req.header('Accept-Encoding'));
    })
    .get('/options', (c) => {
      c.header('Cache-Control', CACHE_CATALOGUE);
      return c.json(AVATAR_OPTIONS);
    })
    .get('/:id{[^/]+}', async (c) => {
      const id = parseId(c.req.param('id'));
      const entry = await cache.getOrCreate(`one:${id}`, JSON_TYPE, async () => {
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
      return send(entry, c.req.header('Accept-Encoding'));
    });
}
