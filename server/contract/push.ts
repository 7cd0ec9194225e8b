/**
 * Web Push (issue 31): what the server, the app and the service worker agree on. The server
 * sends `PushPayload` (server/push/), the service worker shows it (sw/sw.ts), the app subscribes
 * and lists devices through these schemas (src/features/push/).
 */
import { z } from 'zod';

export * from './push-constants.ts';

/** The key of a browser's subscription (base64url): a P-256 point and a 16-byte secret. */
const p256dh = z
  .string()
  .regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, 'keys.p256dh must be a base64url P-256 public key');
const auth = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22,24}={0,2}$/, 'keys.auth must be a base64url 16-byte secret');

/** POST /api/push/devices: a browser's PushSubscription.toJSON(). */
export const subscribeBodySchema = z.object({
  endpoint: z.string().url('endpoint must be a URL').max(2048, 'endpoint is too long'),
  keys: z.object({ p256dh, auth }),
});
export type SubscribeBody = z.infer<typeof subscribeBodySchema>;

export const pushDeviceSchema = z.object({
  id: z.string(),
  /** "Chrome on Android": read from the browser that subscribed. */
  device: z.string(),
  createdAt: z.string(),
  lastDeliveredAt: z.string().nullable(),
  /** SHA-256 of the endpoint (base64url): the app finds its own device by hashing its own. */
  endpointHash: z.string(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const vapidKeySchema = z.object({ publicKey: z.string() });

export const pushPreferencesSchema = z.object({
  /** Show the first words of a message on the lock screen (false: only who wrote). */
  lockScreenText: z.boolean(),
});
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

/** PUT /api/push/presence: this tab (a random id per tab) is in view, or no longer. */
export const presenceBodySchema = z.object({
  tabId: z.string().uuid('tabId must be a UUID'),
  visible: z.boolean(),
});

/** What a push carries (encrypted end to end; the push service never reads it). */
export type PushPayload = {
  /** One notification per tag: a newer one for the same chat replaces the shown one. */
  tag: string;
  /** The Angel's name, or the app's for a notice about the account. */
  title: string;
  /** The first words, or null when the user keeps text off the lock screen. */
  body: string | null;
  /** The Angel's portrait (same origin path), or null. */
  icon: string | null;
  /** Where a tap goes, a path of the app. */
  url: string;
  chatHash: string | null;
};
