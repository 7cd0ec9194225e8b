import { deflateSync } from 'node:zlib';

/**
 * The abuse bench's files: a character card as a real PNG of about `bytes` (a portrait of
 * noise, which does not compress, plus the card in a `ccv3` chunk), like the 2 MB cards of
 * issue 25's attack, and a JSON card with texts at their longest for the export loop.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A card with every long text near its limit (8,000 characters). */
export function longCard(name: string) {
  const text = (seed: string) => `${seed} `.repeat(8000 / (seed.length + 1)).trim();
  return {
    spec: 'chara_card_v3',
    spec_version: '3.0',
    data: {
      name,
      description: text('A patient listener who remembers the small things.'),
      personality: text('Warm, curious, dry humour.'),
      scenario: text('Evenings at the harbour cafe.'),
      first_mes: 'Hello there.',
      mes_example: text('<START> {{user}}: Hi {{char}}: Hello.'),
      tags: ['bench'],
    },
  };
}

/** A PNG card of about `bytes`, `side` × `side` pixels of noise. */
export function bigPngCard(name: string, bytes: number): Buffer {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const raw = Buffer.alloc((side * 3 + 1) * side);
  // A fixed pseudo-random fill (xorshift): the same file every run, and incompressible.
  let x = 2463534242;
  for (let i = 0; i < raw.length; i++) {
    if (i % (side * 3 + 1) === 0) continue; // filter byte 0 at each row's start
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    raw[i] = x & 0xff;
  }
  const card = Buffer.from(JSON.stringify(longCard(name))).toString('base64');
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('tEXt', Buffer.concat([Buffer.from('ccv3\0', 'latin1'), Buffer.from(card, 'latin1')])),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
