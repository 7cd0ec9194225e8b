/**
 * What a picture from a user must be before it is kept: its size read from its header (PNG,
 * JPEG, WebP) within PICTURE_LIMITS, and, for a PNG, its compressed data inflating to no more
 * than that size says. A small file can claim 100,000 × 100,000 pixels, or carry a few KB of
 * deflate that inflates to gigabytes (a "deflate bomb"): whatever later draws, scales or
 * serves the picture would pay for it. Both are refused here, reading the header first and
 * inflating at most the bytes the (capped) size allows. Runs in a worker (server/workers).
 */
import { inflateSync } from 'node:zlib';

export const PICTURE_LIMITS = {
  /** Width or height, in pixels: portraits are a few hundred to about 2,000. */
  sideMax: 4096,
  /** Width × height. */
  pixelsMax: 4096 * 4096,
} as const;

export type PictureKind = 'png' | 'jpeg' | 'webp';
export type PictureHeader = { kind: PictureKind; width: number; height: number };

/** A picture that may not be kept; `reason` reads as a sentence about "the picture". */
export class PictureRefused extends Error {}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Channels per PNG colour type (greyscale, RGB, palette, grey + alpha, RGBA). */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function pngHeader(png: Buffer): PictureHeader | null {
  if (png.length < 33 || !png.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (png.toString('latin1', 12, 16) !== 'IHDR') throw new PictureRefused('has no PNG header');
  return { kind: 'png', width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** JPEG: the first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC) has the size. */
function jpegHeader(jpeg: Buffer): PictureHeader | null {
  if (jpeg.length < 4 || jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 9 <= jpeg.length) {
    if (jpeg[offset] !== 0xff) throw new PictureRefused('is a damaged JPEG');
    const marker = jpeg[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      return {
        kind: 'jpeg',
        height: jpeg.readUInt16BE(offset + 5),
        width: jpeg.readUInt16BE(offset + 7),
      };
    }
    offset += 2 + jpeg.readUInt16BE(offset + 2);
  }
  throw new PictureRefused('is a JPEG without a size');
}

/** WebP: lossy (VP8), lossless (VP8L) or extended (VP8X) first chunk. */
function webpHeader(webp: Buffer): PictureHeader | null {
  if (webp.length < 30 || webp.toString('latin1', 0, 4) !== 'RIFF') return null;
  if (webp.toString('latin1', 8, 12) !== 'WEBP') return null;
  const chunk = webp.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    return {
      kind: 'webp',
      width: webp.readUInt16LE(26) & 0x3fff,
      height: webp.readUInt16LE(28) & 0x3fff,
    };
  }
  if (chunk === 'VP8L') {
    const bits = webp.readUInt32LE(21);
    return { kind: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { kind: 'webp', width: webp.readUIntLE(24, 3) + 1, height: webp.readUIntLE(27, 3) + 1 };
  }
  throw new PictureRefused('is a WebP image of an unknown kind');
}

/** The picture's kind and size from its first bytes; null: not a PNG, JPEG or WebP. */
export function pictureHeader(bytes: Buffer): PictureHeader | null {
  return pngHeader(bytes) ?? jpegHeader(bytes) ?? webpHeader(bytes);
}

/** The bytes a PNG's image data inflates to: a filter byte and the pixels, per row and pass. */
function pngDataSize(width: number, height: number, bitsPerPixel: number, interlaced: boolean) {
  const rows = (w: number, h: number) => (w && h ? h * (1 + Math.ceil((w * bitsPerPixel) / 8)) : 0);
  if (!interlaced) return rows(width, height);
  // Adam7: seven passes over every 8×8 block, each its own reduced image.
  const passes = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
  ] as const;
  return passes.reduce(
    (sum, [x, y, dx, dy]) => sum + rows(Math.ceil((width - x) / dx), Math.ceil((height - y) / dy)),
    0,
  );
}

/** Inflates the PNG's IDAT data, at most one byte past what its header's size allows. */
function checkPngData(png: Buffer, { width, height }: PictureHeader): void {
  const depth = png[24] ?? 0;
  const channels = PNG_CHANNELS[png[25] ?? -1];
  if (!channels || ![1, 2, 4, 8, 16].includes(depth)) {
    throw new PictureRefused('is a PNG of an unknown colour type');
  }
  const expected = pngDataSize(width, height, depth * channels, png[28] === 1);
  const parts: Buffer[] = [];
  for (let offset = 8; offset + 12 <= png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    if (type === 'IDAT') parts.push(png.subarray(offset + 8, offset + 8 + length));
    if (type === 'IEND') break;
    offset += 12 + length;
  }
  if (!parts.length) throw new PictureRefused('is a PNG without image data');
  let inflated: Buffer;
  try {
    inflated = inflateSync(Buffer.concat(parts), { maxOutputLength: expected + 1 });
  } catch (error) {
    if (error instanceof RangeError) {
      throw new PictureRefused(`unpacks to more than its ${width} × ${height} pixels can hold`);
    }
    throw new PictureRefused('is a damaged PNG: its image data cannot be unpacked');
  }
  if (inflated.length > expected) {
    throw new PictureRefused(`unpacks to more than its ${width} × ${height} pixels can hold`);
  }
}

/**
 * Throws PictureRefused unless the picture is a PNG, JPEG or WebP within PICTURE_LIMITS (and a
 * PNG's data inflates to no more than its size). Returns its header.
 */
export function checkPicture(bytes: Buffer): PictureHeader {
  const header = pictureHeader(bytes);
  if (!header) throw new PictureRefused('is not a PNG, JPEG or WebP image');
  const { width, height } = header;
  const { sideMax, pixelsMax } = PICTURE_LIMITS;
  if (width === 0 || height === 0) throw new PictureRefused('has no pixels (0 wide or high)');
  if (width > sideMax || height > sideMax || width * height > pixelsMax) {
    throw new PictureRefused(
      `is ${width} × ${height} pixels; pictures up to ${sideMax} × ${sideMax} are accepted`,
    );
  }
  if (header.kind === 'png') checkPngData(bytes, header);
  return header;
}
