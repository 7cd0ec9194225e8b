import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { findCatalogueAvatar } from '../db/queries/avatars.ts';
import type { ImageEngine } from '../engines/image/image-engine.ts';
import { apiError, apiRouter, endpoints } from '../http/endpoint.ts';
import { notFound } from '../http/errors.ts';
import { sendImage, toServedImage, type ServedImage } from '../http/image-response.ts';
import { avatarIdParams } from '../http/params.ts';
import { countedMiss } from '../http/read-limits.ts';
import { PORTRAIT_CHOICES } from '../users/portrait-choices.ts';

const svg = (description: string) => ({
  description,
  content: { 'image/svg+xml': { schema: z.string() } },
});
const notModified = { description: 'Not modified (If-None-Match matched the ETag)' };
/** The version query: any value; the URL given in imageUrl carries the current one. */
const versionQuery = z.object({ v: z.string().optional() });

/**
 * GET /api/avatars/:id/portrait.svg. URLs carry `?v=`, so the bytes behind one URL never
 * change: cache forever. Rendered images are memoised per id with the version they show; the
 * engine memoises by options. A `v` other than the memo's (a curator redrew the portrait, on
 * this process or another) reads the Angel again, so a new URL never gets the old picture.
 * An unpublished catalogue Angel keeps its portrait: its chats and the curators' preview show it.
 */
export function portraitRoutes({ db, images }: { db: Db; images: ImageEngine }) {
  const rendered = new Map<number, { image: ServedImage; v: string }>();
  const portrait = endpoints({})({
    method: 'get',
    path: '/{id}/portrait.svg',
    access: 'public',
    missLimit: 'catalogue',
    summary: 'The avatar portrait (480×600 SVG); immutable, use the imageUrl given',
    request: { params: avatarIdParams, query: versionQuery },
    responses: {
      200: svg('SVG image'),
      304: notModified,
      404: apiError('NOT_FOUND: no Angel with this id.'),
    },
  });
  return apiRouter().openapi(portrait, async (c) => {
    const { id } = c.req.valid('param');
    const { v } = c.req.valid('query');
    const memo = rendered.get(id);
    if (memo && (v === undefined || v === memo.v)) return sendImage(c, memo.image);
    // Not drawn yet, redrawn since, or no such Angel: the database is asked (a counted miss).
    const row = await countedMiss(c, () => findCatalogueAvatar(db, id));
    if (!row) throw notFound(`No Angel with id ${id} exists.`);
    const image = toServedImage(await images.render(row.portrait));
    // Bounded so user-made avatars (later) cannot grow it without limit.
    if (rendered.size >= 5000) rendered.clear();
    rendered.set(id, { image, v: images.versionFor(row.portrait) });
    return sendImage(c, image);
  });
}

/** GET /api/portraits/:file: the fixed portraits users pick for their personal avatar. */
export function userPortraitRoutes({ images }: { images: ImageEngine }) {
  const rendered = new Map<string, ServedImage>();
  const portrait = endpoints({})({
    method: 'get',
    path: '/{file}',
    access: 'public',
    summary: 'A personal-avatar portrait (SVG, `{key}.svg`); immutable, use the imageUrl given',
    request: {
      params: z.object({ file: z.string().describe('A portrait key and .svg, e.g. willow.svg') }),
      query: versionQuery,
    },
    responses: {
      200: svg('SVG image'),
      304: notModified,
      404: apiError('NOT_FOUND: no such portrait.'),
    },
  });
  return apiRouter().openapi(portrait, async (c) => {
    const { file } = c.req.valid('param');
    const key = file.replace(/\.svg$/, '');
    const options = file.endsWith('.svg') ? PORTRAIT_CHOICES.get(key) : undefined;
    if (!options) throw notFound(`No portrait named ${key}.`);
    let image = rendered.get(key);
    if (!image) {
      image = toServedImage(await images.render(options));
      rendered.set(key, image);
    }
    return sendImage(c, image);
  });
}
