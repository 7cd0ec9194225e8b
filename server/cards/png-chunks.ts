/**
 * PNG chunks read and written with Buffer operations: each chunk's data is a view of the file
 * (no copy) and its CRC is checked with a table, instead of the byte-by-byte copying of the
 * png-chunks-* packages, which took seconds for a 2 MB card. Every chunk must fit in the file
 * (a 20-byte file claiming a 2 GB chunk costs nothing), IHDR comes first and IEND ends it.
 */
export type Chunk = { name: string; data: Buffer };

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Why a file's chunks cannot be read, in words for the person who sent it. */
export class ChunkError extends Error {
  constructor(
    message: string,
    readonly tooMany = false,
  ) {
    super(message);
  }
}

const CRC_TABLE = (() => {
  const table = new Int32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c;
  }
  return table;
})();

/** CRC-32 of the type and data (the bytes a chunk's CRC covers), as an unsigned number. */
function crcOf(bytes: Uint8Array): number {
  let crc = -1;
  for (let i = 0; i < bytes.length; i += 1) {
    crc = (CRC_TABLE[(crc ^ (bytes[i] ?? 0)) & 0xff] ?? 0) ^ (crc >>> 8);
  }
  return (crc ^ -1) >>> 0;
}

/**
 * The chunks up to IEND; `maxChunks` bounds a file of thousands of empty ones. The layout is
 * walked first (every chunk inside the file, not too many), then each chunk's checksum.
 */
export function readChunks(bytes: Uint8Array, maxChunks: number): Chunk[] {
  const png = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!png.subarray(0, 8).equals(PNG_SIGNATURE)) throw new ChunkError('it is not a PNG file');
  const found: { offset: number; length: number; name: string }[] = [];
  let ended = false;
  for (let offset = 8; offset < png.length && !ended;) {
    if (found.length >= maxChunks) {
      throw new ChunkError(`it has more than ${maxChunks.toLocaleString('en-US')} chunks`, true);
    }
    // Length (4 bytes), type (4), data, CRC (4): the data may have what is left, no more.
    const left = png.length - offset - 12;
    const length = left < 0 ? 0 : png.readUInt32BE(offset);
    if (left < 0 || length > left) throw new ChunkError('a chunk runs past the end of the file');
    const name = png.toString('latin1', offset + 4, offset + 8);
    found.push({ offset, length, name });
    ended = name === 'IEND';
    offset += 12 + length;
  }
  if (!ended) throw new ChunkError('it ends without an IEND chunk');
  if (found[0]?.name !== 'IHDR') throw new ChunkError('it does not start with IHDR');
  return found.map(({ offset, length, name }) => {
    if (
      crcOf(png.subarray(offset + 4, offset + 8 + length)) !== png.readUInt32BE(offset + 8 + length)
    ) {
      throw new ChunkError(`its ${name} chunk fails its checksum`);
    }
    return { name, data: png.subarray(offset + 8, offset + 8 + length) };
  });
}

export function writeChunks(chunks: Chunk[]): Buffer {
  const parts: Buffer[] = [PNG_SIGNATURE];
  for (const { name, data } of chunks) {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(name, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crcOf(Buffer.concat([head.subarray(4), data])), 0);
    parts.push(head, data, crc);
  }
  return Buffer.concat(parts);
}

/** A tEXt chunk's keyword and text (Latin-1), or null if malformed (no keyword, a NUL in it). */
export function decodeText(data: Buffer): { keyword: string; text: string } | null {
  const end = data.indexOf(0);
  if (end < 1 || data.indexOf(0, end + 1) !== -1) return null;
  return { keyword: data.toString('latin1', 0, end), text: data.toString('latin1', end + 1) };
}

/** A tEXt chunk; `text` must be Latin-1 (card text is base64). */
export function encodeText(keyword: string, text: string): Chunk {
  return { name: 'tEXt', data: Buffer.from(`${keyword}\0${text}`, 'latin1') };
}
