/**
 * Which draft the creator opens, and the user is told which. New Angel: this device's copy
 * (with the visitor's draft built here before logging in) against the server's; the newer
 * wins and the other is kept aside. Opened offline, the server's copy is read once back online
 * before anything is sent to it (`resolveWithServer`). Edit: this device's unsaved edit if the
 * Angel has not changed since it began (by the server's `updatedAt`, never our clock), else the
 * Angel as saved, the edit kept aside.
 */
import type { MyAngel } from '@contract/angels.ts';
import { getGeneratorState } from './api/generator-state';
import { getMyAngel } from './api/my-angel';
import { readDraft, takeVisitorDraft, type DraftSlot } from './draft-storage';
import { draftFromAngel, newDraft, newerDraft, parseDraft, type CreatorDraft } from './model';

export type OpenedDraft = {
  draft: CreatorDraft;
  notice: string | null;
  /** Another copy that lost (older, or replaced): kept on this device, one tap away. */
  aside: CreatorDraft | null;
  /** Came from elsewhere (the visitor's draft, the server): to be saved where it now is. */
  moved?: boolean;
  /** False when the server's copy could not be read: nothing may be sent to it before. */
  serverRead: boolean;
  /** Edit mode: the Angel as saved (its name for the title). */
  angel?: MyAngel;
};

const clock = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

export const OFFLINE_NOTICE =
  'You are offline: this is the draft kept on this device. Once you are back online it is compared with the one saved on your account, and the newer one is kept.';

export type Resolution = Pick<OpenedDraft, 'draft' | 'notice' | 'aside' | 'moved'>;

/** This device's draft against the server's: the newer wins, the other is kept aside. */
export function resolveWithServer(
  local: CreatorDraft | null,
  remote: CreatorDraft | null,
): Resolution {
  if (!remote) return { draft: local ?? newDraft(), notice: null, aside: null, moved: !!local };
  if (!local) {
    const notice = `We opened the draft saved on your account at ${clock(remote.savedAt)}.`;
    return { draft: remote, notice, aside: null, moved: true };
  }
  if (remote.savedAt === local.savedAt) return { draft: local, notice: null, aside: null };
  if (newerDraft(local, remote) === 'remote') {
    return {
      draft: remote,
      notice: `We opened your newer draft, saved at ${clock(remote.savedAt)} on your account. The one on this device (${clock(local.savedAt)}) is kept aside.`,
      aside: local,
      moved: true,
    };
  }
  return {
    draft: local,
    notice: `We kept the draft on this device (${clock(local.savedAt)}): it is newer than the one saved on your account at ${clock(remote.savedAt)}.`,
    aside: null,
    moved: true,
  };
}

/** The server's copy of the new-Angel draft; throws when it cannot be read. */
export async function readServerDraft(userId: string): Promise<CreatorDraft | null> {
  const state = await getGeneratorState(userId);
  return state ? parseDraft({ ...state.draft, savedAt: state.savedAt }) : null;
}

export async function openDraft(slot: DraftSlot): Promise<OpenedDraft> {
  if (slot.editId !== null) return openEdit(slot, slot.editId);
  const keptAside = await readDraft(slot, true);
  if (!slot.userId) {
    const draft = (await readDraft(slot)) ?? newDraft();
    return { draft, notice: null, aside: keptAside, serverRead: true };
  }
  const { draft: local, aside } = await takeVisitorDraft(slot);
  let remote: CreatorDraft | null;
  try {
    remote = await readServerDraft(slot.userId);
  } catch {
    const notice = local ? OFFLINE_NOTICE : null;
    return { draft: local ?? newDraft(), notice, aside: aside ?? keptAside, serverRead: false };
  }
  const resolved = resolveWithServer(local, remote);
  return { ...resolved, aside: resolved.aside ?? aside ?? keptAside, serverRead: true };
}

async function openEdit(slot: DraftSlot, id: number): Promise<OpenedDraft> {
  const local = await readDraft(slot);
  const keptAside = await readDraft(slot, true);
  let angel: MyAngel;
  try {
    angel = await getMyAngel(id);
  } catch (error) {
    // Offline with unsaved edits: go on with them; anything else (404) is the caller's.
    if (local) return { draft: local, notice: null, aside: keptAside, serverRead: true };
    throw error;
  }
  if (local && local.baseUpdatedAt === angel.updatedAt) {
    const notice = 'We opened the changes you had not saved yet.';
    return { draft: local, notice, aside: keptAside, serverRead: true, angel };
  }
  const saved = draftFromAngel(angel.draft, angel.updatedAt);
  if (!local) return { draft: saved, notice: null, aside: keptAside, serverRead: true, angel };
  return {
    draft: saved,
    notice:
      'This Angel was changed elsewhere since you began editing it here, so we opened it as saved. Your unsaved changes from this device are kept aside.',
    aside: local,
    moved: true,
    serverRead: true,
    angel,
  };
}
