import type { Context } from 'hono';
import { z } from 'zod';
import {
  angelPortraitVersion,
  CACHE_PRIVATE_IMMUTABLE,
  userPortraitVersion,
} from '../angels/portrait-url.ts';
import { findPrivateAngel, imageOf } from '../angels/queries.ts';
import { findUser } from '../db/queries/users.ts';
import { apiError, apiRouter, endpoints } from '../http/endpoint.ts';
import { notFound } from '../http/errors.ts';
import { sendImage, toServedImage, type ServedImage } from '../http/image-response.ts';
import { countedMiss } from '../http/read-limits.ts';
import type { ModerationDeps } from '../moderation/moderation-deps.ts';

const image = (description: string) => ({
  description,
  content: { 'image/svg+xml': { schema: z.string() }, 'image/png': { schema: z.string() } },
});
const notModified = { description: 'Not modified (If-None-Match matched the ETag)' };
const noSuchPortrait = apiError('NOT_FOUND: no such portrait, or not this version.');
const missing = () => notFound('No such portrait.');
const versionQuery = z.object({ v: z.string().optional() });

/** Sent like every portrait, but kept out of shared caches: it is someone's private picture. */
function sendPrivate(c: Context, served: ServedImage): Response {
  const response = sendImage(c, served);
  response.headers.set('Cache-Control', CACHE_PRIVATE_IMMUTABLE);
  return response;
}

/**
 * Capability URLs of private pictures: a user's own Angels (drawn, or an imported card's PNG)
 * and custom personal portraits. No login (an <img> sends none): the `v` only its owner was
 * given is the key, and a wrong one is the same 404 as a missing id.
 */
export function angelPortraitRoutes(deps: ModerationDeps) {
  const { db, images } = deps;
  const endpoint = endpoints({});
  const angel = endpoint({
    method: 'get',
    path: '/angels/{file}',
    access: 'public',
    missLimit: 'catalogue',
    summary: "A user's own Angel's portrait (`{id}.svg` or `{id}.png`); use the imageUrl given",
    request: { params: z.object({ file: z.string() }), query: versionQuery },
    responses: { 200: image('The portrait'), 304: notModified, 404: noSuchPortrait },
  });
  const user = endpoint({
    method: 'get',
    path: '/users/{file}',
    access: 'public',
    missLimit: 'catalogue',
    summary: "A user's custom personal portrait (`{userId}.svg`); use the imageUrl given",
    request: { params: z.object({ file: z.string() }), query: versionQuery },
    responses: { 200: image('The portrait'), 304: notModified, 404: noSuchPortrait },
  });
  return apiRouter()
    .openapi(angel, async (c) => {
      const { file } = c.req.valid('param');
      const { v } = c.req.valid('query');
      const match = /^([1-9]\d{0,9})\.(svg|png)$/.exec(file);
      // Not kept in memory (the URL is immutable, browsers keep it): each read is a miss.
      const { row, picture } = await countedMiss(c, async () => {
        const row = match ? await findPrivateAngel(db, Number(match[1])) : undefined;
        if (!match || !row || v !== angelPortraitVersion(row, images)) throw missing();
        return { row, picture: match[2] === 'png' ? await imageOf(db, row.id) : undefined };
      });
      if (picture) {
        const { contentType, bytes, hash } = picture;
        const body = Buffer.from(bytes);
        return sendPrivate(c, { body: '', contentType, hash, file: { body, type: contentType } });
      }
      return sendPrivate(c, toServedImage(await images.render(row.portrait)));
    })
    .openapi(user, async (c) => {
      const { file } = c.req.valid('param');
      const { v } = c.req.valid('query');
      const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.svg$/i.exec(
        file,
      );
      const row = match ? await countedMiss(c, () => findUser(db, match[1]!)) : undefined;
      const portrait = row?.avatarPortrait;
      if (!row || !portrait || v !== userPortraitVersion(row.id, portrait, images)) throw missing();
      return sendPrivate(c, toServedImage(await images.render(portrait)));
    });
}
