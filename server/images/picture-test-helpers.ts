/** Pictures for the tests: what a hostile file can claim in its header and carry in its data. */
import { deflateSync } from 'node:zlib';
import encodeChunks from 'png-chunks-encode';

/** A PNG whose header says `width` × `height` RGBA and whose data is `pixels`, compressed. */
export function pngClaiming(width: number, height: number, pixels: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.from(
    encodeChunks([
      { name: 'IHDR', data: header },
      { name: 'IDAT', data: deflateSync(pixels, { level: 9 }) },
      { name: 'IEND', data: new Uint8Array() },
    ]),
  );
}
