import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';
type Compressible = { body: Buffer; type: string };

const memo = new WeakMap<Compressible, Partial<Record<Encoding, Buffer>>>();
const MIN_BYTES = 256;

const isText = (type: string) => /^text\/|javascript|json|xml|svg|manifest/.test(type);

/** The best encoding the client accepts (q=0 means "never"), or null to send as-is. */
export function pickEncoding(
  file: Compressible,
  acceptEncoding: string | undefined,
): Encoding | null {
  if (!acceptEncoding || file.body.length < MIN_BYTES || !isText(file.type)) return null;
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Compress once per file and encoding; maximum quality is affordable because it is once. */
export function compressed(file: Compressible, encoding: Encoding): Buffer {
  const forFile = memo.get(file) ?? {};
  memo.set(file, forFile);
  const hit = forFile[encoding];
  if (hit) return hit;
  const out =
    encoding === 'br'
      ? zlib.brotliCompressSync(file.body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: file.body.length > 1_000_000 ? 6 : 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: file.body.length,
          },
        })
      : zlib.gzipSync(file.body, { level: 9 });
  forFile[encoding] = out;
  return out;
}

/** A body ready to send: compressed (memoised) when the client accepts it and it is worth it. */
export function encodedBody(
  file: Compressible,
  acceptEncoding: string | undefined,
): { body: Uint8Array<ArrayBuffer>; encoding: Encoding | null } {
  const encoding = pickEncoding(file, acceptEncoding);
  const buf = encoding ? compressed(file, encoding) : file.body;
  // A view, not a copy: Node Buffers are always backed by a plain ArrayBuffer.
  return {
    body: new Uint8Array(buf.buffer as ArrayBuffer, buf.byteOffset, buf.byteLength),
    encoding,
  };
}
