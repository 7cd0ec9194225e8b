import { createHash } from 'node:crypto';
import { drawPortrait, PORTRAIT_HEIGHT, PORTRAIT_WIDTH } from '../../contract/portrait-drawing.ts';
import type { ImageEngine, RenderedImage } from './image-engine.ts';

// Bump when the drawing code changes, so every cached portrait URL changes too.
const VERSION = 'dicebear9-avataaars-2';

const shortHash = (text: string) =>
  createHash('sha1').update(text).digest('base64url').slice(0, 10);

/** Local vector portraits, drawn by the code the browser's creator preview uses too. */
export function createDicebearEngine(): ImageEngine {
  const cache = new Map<string, RenderedImage>();
  return {
    version: VERSION,
    width: PORTRAIT_WIDTH,
    height: PORTRAIT_HEIGHT,
    versionFor: (options) => shortHash(VERSION + JSON.stringify(options)),
    async render(options) {
      const key = JSON.stringify(options);
      const hit = cache.get(key);
      if (hit) return hit;
      const body = drawPortrait(options);
      const image = { body, contentType: 'image/svg+xml', hash: this.versionFor(options) };
      // Bounded: users' own Angels and portraits add options without limit.
      if (cache.size >= 2000) cache.clear();
      cache.set(key, image);
      return image;
    },
  };
}
