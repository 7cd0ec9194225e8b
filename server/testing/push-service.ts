/**
 * A push service for tests (RFC 8030), on a local port: it accepts what a server POSTs to a
 * subscription's endpoint, checks the VAPID signature (RFC 8292), decrypts the payload with the
 * subscription's private key and auth secret (RFC 8291, aes128gcm) and keeps what arrived, so
 * a test asserts the notification the device would really get. It can be told to answer 404,
 * 410, 429 or 500 for a subscription's next messages.
 */
import {
  createECDH,
  createDecipheriv,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = {
  subscription: string;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  /** The VAPID claims and key the request was signed with (signature checked). */
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
};

/** A told answer: a status, and for a 429 the Retry-After in seconds (default 0). */
export type Answer = number | { status: number; retryAfter: number };

type Device = { ecdh: ReturnType<typeof createECDH>; auth: Buffer; answers: Answer[] };

export type TestSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

const b64 = (buffer: Buffer) => buffer.toString('base64url');

/** RFC 8291 §3.4 and RFC 8188: one aes128gcm record, decrypted with the device's keys. */
export function decryptPayload(body: Buffer, ecdh: Device['ecdh'], authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('More than one record');
  const shared = ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('No last-record delimiter');
  return padded.subarray(0, end);
}

/** `vapid t=<jwt>, k=<key>`: the JWT's ES256 signature checked against k. */
function checkVapid(header: string | undefined): Received['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`Not a VAPID authorization: ${header}`);
  const [head, claims, signature] = match[1].split('.') as [string, string, string];
  const point = Buffer.from(match[2], 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64(point.subarray(1, 33)),
      y: b64(point.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Omit<
    Received['vapid'],
    'publicKey'
  >;
  return { ...parsed, publicKey: match[2] };
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export class LocalPushService {
  readonly received: Received[] = [];
  /** Every POST, answered or not: its subscription, the status it got, and when (ms). */
  readonly requests: { subscription: string; status: number; at: number }[] = [];
  private readonly devices = new Map<string, Device>();
  private server: Server | undefined;
  private origin = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      void this.handle(request).then(
        ({ status, headers }) => response.writeHead(status, headers).end(),
        (error: unknown) => response.writeHead(400).end(String(error)),
      );
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.origin = `http://127.0.0.1:${port}`;
    return this;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  /** A browser's subscription: fresh keys, as PushSubscription.toJSON() gives them. */
  subscribe(): TestSubscription {
    const id = randomUUID();
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    this.devices.set(id, { ecdh, auth, answers: [] });
    return {
      endpoint: `${this.origin}/push/${id}`,
      keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) },
    };
  }

  /** The next messages to this subscription are answered with these statuses, in order. */
  answer(endpoint: string, ...statuses: Answer[]): void {
    this.device(endpoint).answers.push(...statuses);
  }

  /** What arrived for one subscription, oldest first. */
  for(endpoint: string): Received[] {
    const id = this.idOf(endpoint);
    return this.received.filter((message) => message.subscription === id);
  }

  private idOf(endpoint: string): string {
    return endpoint.slice(endpoint.lastIndexOf('/') + 1);
  }

  private device(endpoint: string): Device {
    const device = this.devices.get(this.idOf(endpoint));
    if (!device) throw new Error(`No subscription ${endpoint}`);
    return device;
  }

  private async handle(
    request: IncomingMessage,
  ): Promise<{ status: number; headers?: Record<string, string> }> {
    const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1];
    const device = id ? this.devices.get(id) : undefined;
    const body = await bodyOf(request);
    if (request.method !== 'POST' || !id) return { status: 404 };
    const answered = (status: number, headers?: Record<string, string>) => {
      this.requests.push({ subscription: id, status, at: Date.now() });
      return { status, headers };
    };
    if (!device) return answered(404);
    const told = device.answers.shift();
    if (told !== undefined) {
      const { status, retryAfter } =
        typeof told === 'number' ? { status: told, retryAfter: 0 } : told;
      return answered(status, status === 429 ? { 'Retry-After': String(retryAfter) } : undefined);
    }
    if (request.headers['content-encoding'] !== 'aes128gcm') return answered(415);
    const ttl = Number(request.headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) return answered(400);
    const vapid = checkVapid(request.headers.authorization);
    const payload: unknown = JSON.parse(
      decryptPayload(body, device.ecdh, device.auth).toString('utf8'),
    );
    this.received.push({
      subscription: id,
      ttl,
      urgency: (request.headers.urgency as string | undefined) ?? null,
      topic: (request.headers.topic as string | undefined) ?? null,
      payload,
      vapid,
    });
    return answered(201, { Location: `${this.origin}/message/${randomUUID()}` });
  }
}
