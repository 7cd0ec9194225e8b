/**
 * Where drafts live on this device (IndexedDB, idb-keyval). A visitor's draft is in its own
 * database, `angels-creator`, which nothing erases: it is theirs until they create or log in.
 * A logged-in user's drafts live in the private store (lib/private-store), erased at logout
 * (the server keeps the new-Angel draft); on login the visitor's draft moves there. Each draft's
 * step (step-memory) is kept beside it, in the same store, under the same erasure.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { privateStore } from '@/lib/private-store';
import { newerDraft, parseDraft, type CreatorDraft } from './model';

export const VISITOR_DB = 'angels-creator';
const VISITOR_KEY = 'draft:new';

let visitorStore: UseStore | undefined;
const visitorDb = () => (visitorStore ??= createStore(VISITOR_DB, 'drafts'));

export type DraftSlot = { userId: string | null; editId: number | null };
export const VISITOR_SLOT: DraftSlot = { userId: null, editId: null };

/**
 * What a slot keeps: its draft; `aside`, a second draft kept when another copy won (see
 * open-draft); `step`, the step it was left at (see step-memory).
 */
export type SlotRecord = 'draft' | 'aside' | 'step';

/** The key and store of a slot's record: visitor keys `draft:new…`, users' `creator:…`. */
export function slotLocation(
  { userId, editId }: DraftSlot,
  record: SlotRecord = 'draft',
): [string, UseStore] {
  const suffix = record === 'draft' ? '' : `:${record}`;
  if (!userId) return [VISITOR_KEY + suffix, visitorDb()];
  return [(editId === null ? 'creator:new' : `creator:edit:${editId}`) + suffix, privateStore()];
}

const location = (slot: DraftSlot, aside: boolean) => slotLocation(slot, aside ? 'aside' : 'draft');

export async function readDraft(slot: DraftSlot, aside = false): Promise<CreatorDraft | null> {
  const [key, store] = location(slot, aside);
  try {
    return parseDraft(await get(key, store));
  } catch {
    return null; // storage refused (private mode): the draft lives in memory only
  }
}

/** True once the draft is kept; false when storage refused it. */
export async function keepDraft(slot: DraftSlot, draft: CreatorDraft, aside = false) {
  const [key, store] = location(slot, aside);
  try {
    await set(key, draft, store);
    return true;
  } catch (error) {
    console.warn('The draft could not be kept on this device', error);
    return false;
  }
}

export async function writeDraft(slot: DraftSlot, draft: CreatorDraft): Promise<void> {
  await keepDraft(slot, draft);
}

export async function removeDraft(slot: DraftSlot, aside = false): Promise<void> {
  const [key, store] = location(slot, aside);
  try {
    await del(key, store);
  } catch {
    // Nothing stored, or storage refused: nothing to remove.
  }
}

/**
 * The visitor's draft, handed over to the user who just logged in on this device: the newer of
 * it and the user's own copy here is theirs, the other is kept aside. The visitor's copy goes
 * only once both are written, so a failure on the way loses nothing.
 */
export async function takeVisitorDraft(slot: DraftSlot): Promise<{
  draft: CreatorDraft | null;
  aside: CreatorDraft | null;
}> {
  const own = await readDraft(slot);
  const visitor = await readDraft(VISITOR_SLOT);
  if (!visitor) return { draft: own, aside: null };
  const visitorWins = !own || newerDraft(own, visitor) === 'remote';
  const [draft, aside] = visitorWins ? [visitor, own] : [own, visitor];
  const kept =
    (await keepDraft(slot, draft)) && (aside === null || (await keepDraft(slot, aside, true)));
  if (kept) await removeDraft(VISITOR_SLOT);
  return { draft, aside };
}
