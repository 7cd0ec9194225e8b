/**
 * The step a draft was left at, so the creator reopens there. Kept on this device beside the
 * draft (same store, so a user's goes at logout with their drafts) but never inside it: a step
 * move is not an edit, and must not move the draft's `savedAt`, which decides between the copies
 * on two devices (see model.newerDraft).
 */
import { del, get, set } from 'idb-keyval';
import { slotLocation, VISITOR_SLOT, type DraftSlot } from './draft-storage';
import { draftErrors, stepOfField, type CreatorDraft } from './model';
import { isStepId, STEPS, type StepId } from './steps';

/**
 * `seed` names the draft (it never changes in a draft's life, and a new draft draws a new one):
 * a step left in a draft since replaced, finished or never kept is not this draft's.
 */
export type LeftAt = { step: StepId; seed: string };

export function parseLeftAt(raw: unknown): LeftAt | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { step, seed } = raw as Record<string, unknown>;
  return isStepId(step) && typeof seed === 'string' && seed !== '' ? { step, seed } : null;
}

async function readLeftAt(slot: DraftSlot): Promise<LeftAt | null> {
  const [key, store] = slotLocation(slot, 'step');
  try {
    return parseLeftAt(await get(key, store));
  } catch {
    return null; // storage refused: the creator opens at the first step, as it did before
  }
}

export async function keepLeftAt(slot: DraftSlot, leftAt: LeftAt): Promise<void> {
  const [key, store] = slotLocation(slot, 'step');
  try {
    await set(key, leftAt, store);
  } catch {
    // Storage refused: only the way back to this step is lost, never anything typed.
  }
}

/** Created, saved, or discarded: the next draft starts at the first step. */
export async function forgetLeftAt(slot: DraftSlot): Promise<void> {
  const [key, store] = slotLocation(slot, 'step');
  try {
    await del(key, store);
  } catch {
    // Nothing stored, or storage refused: nothing to forget.
  }
}

/**
 * The steps this slot's draft may have been left at. A user's new Angel also takes the
 * visitor's, as the visitor's draft moves to the user at login (draft-storage): it becomes
 * theirs here, and leaves the visitor's store, which nothing erases.
 */
export async function recallLeftAt(slot: DraftSlot): Promise<LeftAt[]> {
  const own = await readLeftAt(slot);
  if (slot.userId === null || slot.editId !== null) return own ? [own] : [];
  const visitor = await readLeftAt(VISITOR_SLOT);
  if (!visitor) return own ? [own] : [];
  if (!own) await keepLeftAt(slot, visitor);
  await forgetLeftAt(VISITOR_SLOT);
  return own ? [own, visitor] : [visitor];
}

const indexOf = (step: StepId) => STEPS.findIndex((item) => item.id === step);

/**
 * Where `draft` reopens: the step it was left at, but never past a step with something to fix
 * (a missing name, bio or greeting), which the user would otherwise skip unseen. Any other
 * draft opens at the first step.
 */
export function resumeStep(leftAt: readonly LeftAt[], draft: CreatorDraft): StepId {
  const left = leftAt.find((item) => item.seed === draft.seed);
  if (!left) return STEPS[0].id;
  const toFix = Object.keys(draftErrors(draft)).map((field) => indexOf(stepOfField(field)));
  return STEPS[Math.min(indexOf(left.step), ...toFix)]!.id;
}
