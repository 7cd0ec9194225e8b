/**
 * Where every avatar's picture is, decided here alone. The catalogue's portraits are public
 * and cached by anyone. A user's own Angels and custom personal portrait live under
 * /api/portraits (which the service worker keeps privately and empties at logout) behind
 * capability URLs: the `?v=` is an HMAC, keyed by the app's secret, of the portrait (random
 * seed included), and any other `v` is a 404, so an id alone shows nobody else's Angel.
 */
import { createHash, createHmac } from 'node:crypto';
import { avatarPortraitUrl } from '../contract/portraits.ts';
import type { AvatarRow } from '../db/schema.ts';
import type { ImageEngine } from '../engines/image/image-engine.ts';
import type { PortraitOptions } from '../engines/image/portrait-options.ts';

/** Private pictures: the browser may keep them, shared caches may not. */
export const CACHE_PRIVATE_IMMUTABLE = 'private, max-age=31536000, immutable';

const URL_KEY = Symbol('portrait URL key');

/**
 * The app's image engine, able to sign capability URLs: the key (derived from the app's
 * secret, so it is the same on every process of one deployment) travels with the engine every
 * presenter already receives. Built once in app.ts; not enumerable, so it is never logged.
 */
export function withPortraitKey(images: ImageEngine, secret: string): ImageEngine {
  const keyed = Object.create(images) as ImageEngine;
  const key = createHash('sha256').update(`angels portrait urls\n${secret}`).digest();
  Object.defineProperty(keyed, URL_KEY, { value: key, enumerable: false });
  return keyed;
}

/** An HMAC, not a plain hash: knowing an Angel's id and look is not enough to forge `v`. */
function sign(images: ImageEngine, text: string): string {
  const key = (images as ImageEngine & { [URL_KEY]?: Buffer })[URL_KEY];
  if (!key) throw new Error('Private portrait URLs need the image engine of withPortraitKey');
  return createHmac('sha256', key).update(text).digest('base64url').slice(0, 22);
}

export type PortraitRow = Pick<AvatarRow, 'id' | 'portrait'> &
  Partial<Pick<AvatarRow, 'visibility' | 'source'>>;

/** The `v` of a private Angel's portrait URLs; changes whenever its drawing does. */
export const angelPortraitVersion = (row: PortraitRow, images: ImageEngine) =>
  sign(images, `angel:${row.id}:${images.versionFor(row.portrait)}`);

/** The `v` of a user's custom portrait. */
export const userPortraitVersion = (
  userId: string,
  portrait: PortraitOptions,
  images: ImageEngine,
) => sign(images, `user:${userId}:${images.versionFor(portrait)}`);

/**
 * An avatar's imageUrl. An imported Angel points at its card's picture (.png; the route draws
 * the portrait instead when the card brought none or the look was changed since).
 */
export function avatarImageUrl(row: PortraitRow, images: ImageEngine): string {
  if (row.visibility !== 'private')
    return avatarPortraitUrl(row.id, images.versionFor(row.portrait));
  const extension = row.source === 'imported' ? 'png' : 'svg';
  return `/api/portraits/angels/${row.id}.${extension}?v=${angelPortraitVersion(row, images)}`;
}

export const personalPortraitUrl = (
  userId: string,
  portrait: PortraitOptions,
  images: ImageEngine,
) => `/api/portraits/users/${userId}.svg?v=${userPortraitVersion(userId, portrait, images)}`;
