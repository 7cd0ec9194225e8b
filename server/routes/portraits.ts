import { Hono } from 'hono';
import type { Db } from '../db/client.ts';
import { findAvatar } from '../db/queries/avatars.ts';
import type { ImageEngine, RenderedImage } from '../engines/image/image-engine.ts';
import { encodedBody } from '../http/compress.ts';
import { notFound } from '../http/errors.ts';
import { CACHE_IMMUTABLE } from '../http/headers.ts';
import type { CachedBody } from '../http/response-cache.ts';
import { parseId } from '../http/validate.ts';

/**
 * GET /api/avatars/:id/portrait.svg. URLs carry `?v=`, so the bytes behind one URL never
 * change: cache forever. Rendered images are memoised per id; the engine memoises by options.
 */
export function portraitRoutes({ db, images }: { db: Db; images: ImageEngine }) {
  const rendered = new Map<number, RenderedImage & { file: CachedBody }>();
  return new Hono().get('/:id{[^/]+}/portrait.svg', async (c) => {
    const id = parseId(c.req.param('id'));
    let image = rendered.get(id);
    if (!image) {
      const row = await findAvatar(db, id);
      if (!row) throw notFound(`No Angel with id ${id} exists.`);
      const fresh = await images.render(row.portrait);
      image = { ...fresh, file: { body: Buffer.from(fresh.body), type: fresh.contentType } };
      // Bounded so user-made avatars (later) cannot grow it without limit.
      if (rendered.size >= 5000) rendered.clear();
      rendered.set(id, image);
    }
    const etag = `"${image.hash}"`;
    c.header('ETag', etag);
    c.header('Cache-Control', CACHE_IMMUTABLE);
    if (
      c.req
        .header('If-None-Match')
        ?.split(/\s*,\s*/)
        .includes(etag)
    )
      return c.body(null, 304);
    c.header('Content-Type', image.contentType);
    c.header('Vary', 'Accept-Encoding');
    const { body, encoding } = encodedBody(image.file, c.req.header('Accept-Encoding'));
    if (encoding) c.header('Content-Encoding', encoding);
    return c.body(body);
  });
}
