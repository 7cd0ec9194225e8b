/**
 * The one drawing of a portrait, shared by the server (catalogue, saved Angels, personal
 * portraits) and the browser (the creator's live preview, offline). Same library version and
 * same options give the same bytes on both sides: what the creator shows is what is saved.
 * Zod-free and Node-free so the browser can import it; the creator loads it lazily.
 */
import { createAvatar } from '@dicebear/core';
import * as avataaars from '@dicebear/avataaars';
import type { PortraitOptions } from './portrait-options.ts';

export const PORTRAIT_WIDTH = 480;
export const PORTRAIT_HEIGHT = 600;
const BUST = 560;

/** The same hue, darker, for the foot of the gradient (solid, so cards never show through). */
function shade(hex: string, factor: number): string {
  const n = parseInt(hex, 16);
  const channel = (shift: number) => Math.round(((n >> shift) & 255) * factor);
  return [16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('');
}

type AvataaarsOptions = NonNullable<Parameters<typeof createAvatar<typeof avataaars>>[1]>;

function toStyleOptions(o: PortraitOptions): AvataaarsOptions {
  // DiceBear's option types are unions of known names; stored values were chosen from the
  // same lists, and an unknown one only falls back to DiceBear's default.
  return {
    seed: o.seed,
    skinColor: [o.skinColor],
    top: [o.top],
    topProbability: 100,
    hairColor: [o.hairColor],
    // Hats and head coverings take this as their colour.
    hatColor: [o.clothesColor],
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

/** A square DiceBear bust placed on a 4:5 card with a soft gradient, as an SVG document. */
export function drawPortrait(options: PortraitOptions): string {
  const inner = createAvatar(avataaars, toStyleOptions(options)).toString();
  const bg = /^[0-9a-f]{6}$/i.test(options.backgroundColor) ? options.backgroundColor : 'd1d4f9';
  const [w, h] = [PORTRAIT_WIDTH, PORTRAIT_HEIGHT];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="#${bg}"/><stop offset="1" stop-color="#${shade(bg, 0.78)}"/>`,
    `</linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    // The bust is square: enlarge it a little and anchor it to the bottom so the shoulders
    // meet the edge and the face sits in the upper half, clear of cards' caption overlays.
    inner.replace(
      '<svg ',
      `<svg x="${(w - BUST) / 2}" y="${h - BUST}" width="${BUST}" height="${BUST}" `,
    ),
    `</svg>`,
  ].join('');
}
