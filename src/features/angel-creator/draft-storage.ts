/**
 * Where drafts live on this device (IndexedDB, idb-keyval). A visitor's draft is in its own
 * database, `angels-creator`, which nothing erases: it is theirs until they create or log in.
 * A logged-in user's drafts live in the private store (lib/private-store), erased at logout
 * (the server keeps the new-Angel draft); on login the visitor's draft moves there.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { privateStore } from '@/lib/private-store';
import { parseDraft, type CreatorDraft } from './model';

export const VISITOR_DB = 'angels-creator';
const VISITOR_KEY = 'draft:new';

let visitorStore: UseStore | undefined;
const visitorDb = () => (visitorStore ??= createStore(VISITOR_DB, 'drafts'));

export type DraftSlot = { userId: string | null; editId: number | null };

function location({ userId, editId }: DraftSlot): [string, UseStore] {
  if (!userId) return [VISITOR_KEY, visitorDb()];
  return [editId === null ? 'creator:new' : `creator:edit:${editId}`, privateStore()];
}

export async function readDraft(slot: DraftSlot): Promise<CreatorDraft | null> {
  const [key, store] = location(slot);
  try {
    return parseDraft(await get(key, store));
  } catch {
    return null; // storage refused (private mode): the draft lives in memory only
  }
}

export async function writeDraft(slot: DraftSlot, draft: CreatorDraft): Promise<void> {
  const [key, store] = location(slot);
  try {
    await set(key, draft, store);
  } catch (error) {
    console.warn('The draft could not be kept on this device', error);
  }
}

export async function removeDraft(slot: DraftSlot): Promise<void> {
  const [key, store] = location(slot);
  try {
    await del(key, store);
  } catch {
    // Nothing stored, or storage refused: nothing to remove.
  }
}

/** The visitor's draft, handed over to the user who just logged in on this device. */
export async function takeVisitorDraft(): Promise<CreatorDraft | null> {
  const draft = await readDraft({ userId: null, editId: null });
  if (draft) await removeDraft({ userId: null, editId: null });
  return draft;
}
