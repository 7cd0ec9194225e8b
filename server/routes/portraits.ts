import { Hono } from 'hono';
import type { Db } from '../db/client.ts';
import { findAvatar } from '../db/queries/avatars.ts';
import type { ImageEngine } from '../engines/image/image-engine.ts';
import { notFound } from '../http/errors.ts';
import { sendImage, toServedImage, type ServedImage } from '../http/image-response.ts';
import { parseId } from '../http/validate.ts';
import { PORTRAIT_CHOICES } from '../users/portrait-choices.ts';

/**
 * GET /api/avatars/:id/portrait.svg. URLs carry `?v=`, so the bytes behind one URL never
 * change: cache forever. Rendered images are memoised per id; the engine memoises by options.
 */
export function portraitRoutes({ db, images }: { db: Db; images: ImageEngine }) {
  const rendered = new Map<number, ServedImage>();
  return new Hono().get('/:id{[^/]+}/portrait.svg', async (c) => {
    const id = parseId(c.req.param('id'));
    let image = rendered.get(id);
    if (!image) {
      const row = await findAvatar(db, id);
      if (!row) throw notFound(`No Angel with id ${id} exists.`);
      image = toServedImage(await images.render(row.portrait));
      // Bounded so user-made avatars (later) cannot grow it without limit.
      if (rendered.size >= 5000) rendered.clear();
      rendered.set(id, image);
    }
    return sendImage(c, image);
  });
}

/** GET /api/portraits/:key.svg: the fixed portraits users pick for their personal avatar. */
export function userPortraitRoutes({ images }: { images: ImageEngine }) {
  const rendered = new Map<string, ServedImage>();
  return new Hono().get('/:file{[a-z]+\\.svg}', async (c) => {
    const key = c.req.param('file').slice(0, -'.svg'.length);
    const options = PORTRAIT_CHOICES.get(key);
    if (!options) throw notFound(`No portrait named ${key}.`);
    let image = rendered.get(key);
    if (!image) {
      image = toServedImage(await images.render(options));
      rendered.set(key, image);
    }
    return sendImage(c, image);
  });
}
