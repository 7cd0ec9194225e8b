/**
 * Which draft the creator opens. New Angel: this device's copy, the visitor's draft this user
 * just built before logging in, and the server's copy; the newest wins and the user is told
 * when the choice was not obvious. Edit: this device's unsaved edit if it is newer than the
 * saved Angel, else the Angel as saved.
 */
import type { MyAngel } from '@contract/angels.ts';
import { getGeneratorState } from './api/generator-state';
import { getMyAngel } from './api/my-angel';
import { readDraft, takeVisitorDraft, type DraftSlot } from './draft-storage';
import { draftFromAngel, newDraft, newerDraft, parseDraft, type CreatorDraft } from './model';

export type OpenedDraft = {
  draft: CreatorDraft;
  notice: string | null;
  /** Came from elsewhere (the visitor's draft, the server): to be saved where it now is. */
  moved?: boolean;
  /** Edit mode: the Angel as saved (its name for the title). */
  angel?: MyAngel;
};

const clock = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

const newer = (a: CreatorDraft | null, b: CreatorDraft | null) =>
  !a ? b : !b ? a : newerDraft(a, b) === 'remote' ? b : a;

export async function openDraft(slot: DraftSlot): Promise<OpenedDraft> {
  if (slot.editId !== null) return openEdit(slot, slot.editId);
  let local = await readDraft(slot);
  if (!slot.userId) return { draft: local ?? newDraft(), notice: null };
  const visitor = await takeVisitorDraft();
  const adopted = visitor !== null && newer(local, visitor) === visitor;
  local = newer(local, visitor);
  let remote: CreatorDraft | null = null;
  try {
    const state = await getGeneratorState(slot.userId);
    if (state) remote = parseDraft({ ...state.draft, savedAt: state.savedAt });
  } catch {
    // Offline or refused: this device's copy, sent to the server once the connection returns.
    return { draft: local ?? newDraft(), notice: null, moved: local !== null };
  }
  if (!remote || (local && remote.savedAt === local.savedAt)) {
    return { draft: local ?? newDraft(), notice: null, moved: adopted };
  }
  if (!local || newerDraft(local, remote) === 'remote') {
    return {
      draft: remote,
      notice: `We opened the draft you saved on another device at ${clock(remote.savedAt)}.`,
      moved: true,
    };
  }
  return {
    draft: local,
    notice: `We kept the draft on this device: it is newer than the one you saved at ${clock(remote.savedAt)}.`,
    moved: true,
  };
}

async function openEdit(slot: DraftSlot, id: number): Promise<OpenedDraft> {
  const local = await readDraft(slot);
  let angel: MyAngel;
  try {
    angel = await getMyAngel(id);
  } catch (error) {
    // Offline with unsaved edits: go on with them; anything else (404) is the caller's.
    if (local) return { draft: local, notice: null };
    throw error;
  }
  if (local && Date.parse(local.savedAt) > Date.parse(angel.updatedAt)) {
    return { draft: local, notice: 'We opened the changes you had not saved yet.', angel };
  }
  return { draft: draftFromAngel(angel.draft), notice: null, angel };
}
