import { createHash } from 'node:crypto';
import webpush from 'web-push';
import type { PushPayload } from '../contract/push.ts';
import type { PushSubscriptionRow } from '../db/schema.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** What became of one POST to a push service (RFC 8030 §5, §8). */
export type SendOutcome =
  | { kind: 'sent' }
  /** 404/410: the browser dropped the subscription; it is removed. */
  | { kind: 'gone'; status: number }
  /** 429, 5xx, a network error or timeout: tried again later (after Retry-After if given). */
  | { kind: 'retry'; status: number | null; retryAfterMs: number | null }
  /** Any other answer (a 400, 413, a key the service refuses): trying again would not help. */
  | { kind: 'refused'; status: number };

/** A notification older than this is not worth showing: the conversation moved on. */
const TTL_SECONDS = 12 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * RFC 8030 Topic: the push service keeps one waiting message per topic, so a phone that was
 * offline gets the chat's newest, not a pile. At most 32 base64url characters.
 */
export const topicOf = (tag: string) =>
  createHash('sha256').update(tag).digest('base64url').slice(0, 32);

/** Retry-After in seconds or as a date (RFC 9110), in milliseconds from now. */
function retryAfter(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/**
 * Encrypts the payload for the device (RFC 8291, aes128gcm) and signs the request (VAPID, RFC
 * 8292) with web-push, then POSTs it with fetch: web-push's own sender speaks only https, and
 * fetch gives the timeout and the status on one path whatever the service answers.
 */
export async function sendPush(
  subscription: Pick<PushSubscriptionRow, 'endpoint' | 'p256dh' | 'auth'>,
  payload: PushPayload,
  vapid: VapidKeys,
): Promise<SendOutcome> {
  const details = webpush.generateRequestDetails(
    {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    },
    JSON.stringify(payload),
    {
      vapidDetails: vapid,
      TTL: TTL_SECONDS,
      urgency: 'normal',
      topic: topicOf(payload.tag),
      contentEncoding: 'aes128gcm',
    },
  );
  const headers = Object.fromEntries(
    Object.entries(details.headers).map(([name, value]) => [name, String(value)]),
  );
  // Content-Length is the runtime's to set.
  delete headers['Content-Length'];
  let response: Response;
  try {
    response = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body ? new Uint8Array(details.body) : null,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
  } catch {
    return { kind: 'retry', status: null, retryAfterMs: null };
  }
  // The answer's body says nothing we act on; read it so the connection is reused.
  await response.arrayBuffer().catch(() => undefined);
  const status = response.status;
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status === 404 || status === 410) return { kind: 'gone', status };
  if (status === 429 || status >= 500) {
    return { kind: 'retry', status, retryAfterMs: retryAfter(response.headers.get('Retry-After')) };
  }
  return { kind: 'refused', status };
}
