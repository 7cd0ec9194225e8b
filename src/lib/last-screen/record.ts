/**
 * The last screen (issue 30): a copy of the conversation list and of the last conversation as
 * they were last shown, kept in local storage so that index.html's inline script can paint it
 * at parse time, before the app's JavaScript has even been evaluated (as a native app shows its
 * snapshot). It is the page's own markup as a tree of plain data: tags from a short list,
 * attributes without handlers or foreign URLs, and text as text (never HTML), so user and model
 * text is never parsed. Keyed by the user: the script shows it only to the same user's tokens.
 */

/** The storage key; index.html's inline script repeats it (tested in last-screen-boot.test). */
export const LAST_SCREEN_KEY = 'last-screen';

/** An element: [tag, attributes, children]; a string is a text node. */
export type ScreenNode = string | [string, Record<string, string>, ScreenNode[]];

export type ScreenCopy = {
  /** The children of #root. */
  nodes: ScreenNode[];
  /** A conversation's composer draft key (composer-draft's `${owner}:${chatHash}`). */
  draft?: string;
};

export type LastScreenRecord = { user: string; screens: Record<string, ScreenCopy> };

/**
 * Bounds: the record is read and parsed on every launch, in the page's critical path. One
 * screen at most this many characters of JSON (rows are dropped to fit), the whole record two
 * screens (the list and the last conversation).
 */
export const MAX_SCREEN_CHARS = 60_000;
export const MAX_SCREENS = 2;
/** Rows kept from a long list: enough to fill a phone screen (each costs layout at launch). */
export const MAX_ROWS = 10;

export function readLastScreen(): LastScreenRecord | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(LAST_SCREEN_KEY) ?? 'null') as unknown;
    if (!parsed || typeof parsed !== 'object') return null;
    const record = parsed as LastScreenRecord;
    return typeof record.user === 'string' && record.screens && typeof record.screens === 'object'
      ? record
      : null;
  } catch {
    return null;
  }
}

/**
 * Keeps `copy` as the screen of `path` for `user`: another user's record is replaced, and the
 * oldest other screen goes beyond MAX_SCREENS. A copy over MAX_SCREEN_CHARS is not kept.
 */
export function saveLastScreen(user: string, path: string, copy: ScreenCopy): boolean {
  if (JSON.stringify(copy).length > MAX_SCREEN_CHARS) return false;
  const kept = readLastScreen();
  const screens = kept?.user === user ? { ...kept.screens } : {};
  delete screens[path];
  const others = Object.keys(screens).slice(-(MAX_SCREENS - 1));
  const record: LastScreenRecord = {
    user,
    screens: Object.fromEntries([...others.map((p) => [p, screens[p]!]), [path, copy]]),
  };
  try {
    localStorage.setItem(LAST_SCREEN_KEY, JSON.stringify(record));
    return true;
  } catch {
    return false; // storage full or refused: the launch shows the shell, as before
  }
}

/** At logout, account deletion, a lost session: the next person sees nothing of it. */
export function clearLastScreen(): void {
  try {
    localStorage.removeItem(LAST_SCREEN_KEY);
  } catch {
    // Storage refused: then nothing was kept either.
  }
}
