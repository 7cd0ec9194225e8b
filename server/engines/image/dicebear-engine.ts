import { createHash } from 'node:crypto';
import { avataaars } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';
import type { ImageEngine, RenderedImage } from './image-engine.ts';
import type { PortraitOptions } from './portrait-options.ts';

const WIDTH = 480;
const HEIGHT = 600;
const BUST = 560;
// Bump when the drawing code changes, so every cached portrait URL changes too.
const VERSION = 'dicebear9-avataaars-2';

/** The same hue, darker, for the foot of the gradient (solid, so cards never show through). */
function shade(hex: string, factor: number): string {
  const n = parseInt(hex, 16);
  const channel = (shift: number) => Math.round(((n >> shift) & 255) * factor);
  return [16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('');
}

const shortHash = (text: string) =>
  createHash('sha1').update(text).digest('base64url').slice(0, 10);

type AvataaarsOptions = NonNullable<Parameters<typeof createAvatar<typeof avataaars>>[1]>;

function toStyleOptions(o: PortraitOptions): AvataaarsOptions {
  // DiceBear's option types are unions of known names; our stored values were chosen from
  // the same lists, and an unknown one only falls back to DiceBear's default.
  return {
    seed: o.seed,
    skinColor: [o.skinColor],
    top: [o.top],
    topProbability: 100,
    hairColor: [o.hairColor],
    facialHair: o.facialHair ? [o.facialHair] : [],
    facialHairProbability: o.facialHair ? 100 : 0,
    facialHairColor: [o.hairColor],
    accessories: o.accessories ? [o.accessories] : [],
    accessoriesProbability: o.accessories ? 100 : 0,
    clothing: [o.clothing],
    clothesColor: [o.clothesColor],
    eyes: [o.eyes],
    eyebrows: [o.eyebrows],
    mouth: [o.mouth],
  } as AvataaarsOptions;
}

/** Local vector portraits: a square DiceBear bust placed on a 4:5 card with a soft gradient. */
export function createDicebearEngine(): ImageEngine {
  const cache = new Map<string, RenderedImage>();
  return {
    version: VERSION,
    width: WIDTH,
    height: HEIGHT,
    versionFor: (options) => shortHash(VERSION + JSON.stringify(options)),
    async render(options) {
      const key = JSON.stringify(options);
      const hit = cache.get(key);
      if (hit) return hit;
      const inner = createAvatar(avataaars, toStyleOptions(options)).toString();
      const bg = /^[0-9a-f]{6}$/i.test(options.backgroundColor)
        ? options.backgroundColor
        : 'd1d4f9';
      const body = [
        `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
        `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">`,
        `<stop offset="0" stop-color="#${bg}"/><stop offset="1" stop-color="#${shade(bg, 0.78)}"/>`,
        `</linearGradient></defs>`,
        `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`,
        // The bust is square: enlarge it a little and anchor it to the bottom so the shoulders
        // meet the edge and the face sits in the upper half, clear of cards' caption overlays.
        inner.replace(
          '<svg ',
          `<svg x="${(WIDTH - BUST) / 2}" y="${HEIGHT - BUST}" width="${BUST}" height="${BUST}" `,
        ),
        `</svg>`,
      ].join('');
      const image = { body, contentType: 'image/svg+xml', hash: this.versionFor(options) };
      cache.set(key, image);
      return image;
    },
  };
}
