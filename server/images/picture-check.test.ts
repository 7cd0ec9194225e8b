import { describe, expect, it } from 'vitest';
import { rasterise } from '../cards/rasterise.ts';
import { checkPicture, PICTURE_LIMITS, pictureHeader, PictureRefused } from './picture-check.ts';
import { pngClaiming } from './picture-test-helpers.ts';

/** What a 64 × 64 RGBA picture holds: a filter byte and 256 bytes per row. */
const SMALL_DATA = 64 * (1 + 64 * 4);

function jpegOf(width: number, height: number): Buffer {
  const frame = Buffer.from([
    0xff, 0xc0, 0, 17, 8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
  ]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  const app0 = Buffer.from([0xff, 0xe0, 0, 4, 0, 0]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, frame, Buffer.from([0xff, 0xd9])]);
}

function webpLossless(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(30);
  bytes.write('RIFF', 0, 'latin1');
  bytes.writeUInt32LE(22, 4);
  bytes.write('WEBPVP8L', 8, 'latin1');
  bytes.writeUInt32LE(9, 16);
  bytes[20] = 0x2f;
  bytes.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 21);
  return bytes;
}

const refusal = (bytes: Buffer) => {
  try {
    checkPicture(bytes);
  } catch (error) {
    if (error instanceof PictureRefused) return error.message;
    throw error;
  }
  return null;
};

describe('checkPicture', () => {
  it('accepts a real picture and reads its size', () => {
    const png = rasterise(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="50"><rect width="40" height="50"/></svg>',
      40,
    );
    expect(checkPicture(png)).toEqual({ kind: 'png', width: 40, height: 50 });
    expect(checkPicture(pngClaiming(64, 64, Buffer.alloc(SMALL_DATA)))).toMatchObject({
      width: 64,
    });
  });

  it('refuses a PNG claiming 100000 × 100000 pixels from its header, before inflating it', () => {
    // The data would inflate to 40 GB; the header alone refuses it.
    const huge = pngClaiming(100_000, 100_000, Buffer.alloc(1024 * 1024));
    expect(refusal(huge)).toBe(
      `is 100000 × 100000 pixels; pictures up to ${PICTURE_LIMITS.sideMax} × ${PICTURE_LIMITS.sideMax} are accepted`,
    );
  });

  it('refuses a deflate bomb: a small picture whose data inflates to 16 MB', () => {
    const bomb = pngClaiming(64, 64, Buffer.alloc(16 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(32 * 1024);
    expect(refusal(bomb)).toBe('unpacks to more than its 64 × 64 pixels can hold');
  });

  it('refuses damaged data, no pixels, and what is not a picture', () => {
    const damaged = pngClaiming(64, 64, Buffer.alloc(SMALL_DATA));
    const at = damaged.length - 20;
    damaged[at] = (damaged[at] ?? 0) ^ 0xff;
    expect(refusal(damaged)).toMatch(/damaged PNG|unpacks/);
    expect(refusal(pngClaiming(0, 64, Buffer.alloc(0)))).toMatch(/no pixels/);
    expect(refusal(Buffer.from('GIF89a....'))).toBe('is not a PNG, JPEG or WebP image');
  });

  it('reads JPEG and WebP sizes from their headers and holds them to the same limits', () => {
    expect(pictureHeader(jpegOf(640, 480))).toEqual({ kind: 'jpeg', width: 640, height: 480 });
    expect(pictureHeader(webpLossless(300, 200))).toEqual({
      kind: 'webp',
      width: 300,
      height: 200,
    });
    expect(refusal(jpegOf(60_000, 60_000))).toMatch(/is 60000 × 60000 pixels/);
    expect(refusal(webpLossless(16_000, 16_000))).toMatch(/is 16000 × 16000 pixels/);
    expect(refusal(jpegOf(800, 600))).toBeNull();
  });
});
