import type { Gender } from '@contract/constants.ts';
import { CARD_FILE_MAX_BYTES } from '@contract/constants.ts';

export type CardFormat = 'png' | 'json';

/** An id from the URL: a positive whole number, else null (the not-found view). */
export function parseAngelId(raw: string): number | null {
  return /^[1-9]\d{0,15}$/.test(raw) && Number.isSafeInteger(Number(raw)) ? Number(raw) : null;
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** Why a chosen file cannot be a card, before anything is sent; undefined when it may be. */
export function cardFileProblem(file: { name: string; size: number }): string | undefined {
  if (!/\.(png|json)$/i.test(file.name)) {
    return `${file.name} is not a character card: choose a PNG or JSON file.`;
  }
  if (file.size > CARD_FILE_MAX_BYTES) {
    return `The card file is ${megabytes(file.size)}; cards up to ${megabytes(CARD_FILE_MAX_BYTES)} can be imported.`;
  }
  if (file.size === 0) return `${file.name} is empty.`;
  return undefined;
}

/** The file's bytes as base64 (the API takes JSON bodies); chunked to spare the call stack. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

type PickedFile = { name: string; size: number; lastModified: number };

/**
 * One requestId per picked file (same name, size and date) and user, until settled: the
 * import's idempotency key, so a retry of an unanswered import is not a second one.
 */
export function cardRequestIds(newId: () => string = () => crypto.randomUUID()) {
  const ids = new Map<string, string>();
  const key = (userId: string, file: PickedFile) =>
    JSON.stringify([userId, file.name, file.size, file.lastModified]);
  return {
    take(userId: string, file: PickedFile): string {
      const found = ids.get(key(userId, file));
      if (found) return found;
      const id = newId();
      ids.set(key(userId, file), id);
      return id;
    },
    settle(userId: string, file: PickedFile): void {
      ids.delete(key(userId, file));
    },
  };
}

/** The server's file name (Content-Disposition), else a plain one. */
export function cardFileName(disposition: string | null, format: CardFormat): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // a malformed encoding: fall through to the plain name
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? `angel.${format}`;
}

const objectPronoun = (gender: Gender) => (gender === 'MALE' ? 'him' : 'her');

const chats = (count: number) => (count === 1 ? '1 chat' : `${count} chats`);

/** What Delete does, said before the user confirms; `chatCount` undefined while unknown. */
export function deleteWarning(name: string, gender: Gender, chatCount: number | undefined) {
  const count = chatCount === undefined ? '' : ` (${chatCount})`;
  return (
    `Deleting ${name} also deletes your chats with ${objectPronoun(gender)}${count}, ` +
    'one-to-one and group chats alike, with all their messages. This cannot be undone.'
  );
}

/** The toast after a deletion, from what the server says went with it. */
export function deletedSummary(name: string, deletedChats: number): string {
  return deletedChats === 0 ? `${name} deleted` : `${name} deleted, with ${chats(deletedChats)}`;
}
