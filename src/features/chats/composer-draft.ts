/**
 * What the user has typed and not sent, per chat, kept in this tab's session storage: it outlives
 * the composer (a suspension logs the user out and closes the chat under its notice; a reload),
 * and comes back when the same user opens the chat again in this tab. Session storage, not local:
 * a draft never outlives the tab, so the next person on a shared device finds none. Keyed by the
 * user, so another account logged in here never sees it.
 */
const KEY = 'composer-drafts';

type Drafts = Record<string, string>;

const keyOf = (owner: string, chatHash: string) => `${owner}:${chatHash}`;

function readAll(): Drafts {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Drafts) : {};
  } catch {
    return {};
  }
}

export function readDraft(owner: string | undefined, chatHash: string): string {
  if (!owner) return '';
  const draft = readAll()[keyOf(owner, chatHash)];
  return typeof draft === 'string' ? draft : '';
}

/** An empty draft removes the entry (sent, or erased by the user). */
export function saveDraft(owner: string | undefined, chatHash: string, text: string): void {
  if (!owner) return;
  const drafts = readAll();
  if (text) drafts[keyOf(owner, chatHash)] = text;
  else delete drafts[keyOf(owner, chatHash)];
  try {
    if (Object.keys(drafts).length > 0) sessionStorage.setItem(KEY, JSON.stringify(drafts));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode, quota): the draft lives as long as the composer, as before.
  }
}
