import type { Context } from 'hono';
import type { RenderedImage } from '../engines/image/image-engine.ts';
import { encodedBody } from './compress.ts';
import { CACHE_IMMUTABLE } from './headers.ts';
import type { CachedBody } from './response-cache.ts';

export type ServedImage = RenderedImage & { file: CachedBody };

export const toServedImage = (image: RenderedImage): ServedImage => ({
  ...image,
  file: { body: Buffer.from(image.body), type: image.contentType },
});

/**
 * A rendered image behind a versioned URL (`?v=`): the bytes behind one URL never change, so
 * cache forever; the ETag answers revalidations with 304.
 */
export function sendImage(c: Context, image: ServedImage): Response {
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
}
