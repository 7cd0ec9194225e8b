import { useCallback, useEffect, useRef, useState } from 'react';
import { putGeneratorState } from '../api/generator-state';
import { createDraftKeeper, type DraftKeeper } from '../draft-keeper';
import { removeDraft, writeDraft, type DraftSlot } from '../draft-storage';
import type { CreatorDraft } from '../model';
import { openDraft, type OpenedDraft } from '../open-draft';
import { sessionStore } from '@/lib/auth/session-store';
import { useRetryWhenOnline } from '@/lib/use-online';

type Loaded = OpenedDraft & { key: string };

/**
 * The draft of one slot (visitor or user, new or edit), saved as it changes. Switching slot
 * (login, logout) flushes the old one first, except a logged-out user's, which is dropped:
 * nothing of theirs may be written after logout.
 */
export function useCreatorDraft(slot: DraftSlot) {
  const key = `${slot.userId ?? 'visitor'}:${slot.editId ?? 'new'}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failure, setFailure] = useState<{ key: string; error: unknown } | null>(null);
  const keeper = useRef<DraftKeeper | null>(null);
  const flushing = useRef<Promise<void>>(Promise.resolve());
  // The latest draft for change(), which may run several times before React renders.
  const latest = useRef<Loaded | null>(null);

  const { userId, editId } = slot;
  useEffect(() => {
    latest.current = null;
    const here: DraftSlot = { userId, editId };
    const slotKey = `${userId ?? 'visitor'}:${editId ?? 'new'}`;
    // A visitor's draft may be written after a login (it is the visitor slot); a user's never
    // after their logout.
    const stillHere = () =>
      userId === null || (sessionStore.getSnapshot().user?.id ?? null) === userId;
    const current = createDraftKeeper({
      writeLocal: (draft) => (stillHere() ? writeDraft(here, draft) : Promise.resolve()),
      writeServer:
        userId && editId === null
          ? (draft) => putGeneratorState(userId, { draft, savedAt: draft.savedAt })
          : undefined,
    });
    keeper.current = current;
    let active = true;
    void flushing.current
      .then(() => openDraft(here))
      .then(
        (opened) => {
          if (!active) return;
          latest.current = { ...opened, key: slotKey };
          setLoaded(latest.current);
          // A draft brought here (the visitor's, another device's) is kept here at once.
          if (userId && opened.moved) current.change(opened.draft);
        },
        (error: unknown) => active && setFailure({ key: slotKey, error }),
      );
    // A reload or a closed tab fires pagehide while the page may still count as visible.
    const onPageHide = () => void current.flush();
    const onHide = () => {
      if (document.visibilityState === 'hidden') void current.flush();
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      active = false;
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onHide);
      if (stillHere()) flushing.current = current.flush();
      current.discard();
    };
  }, [userId, editId]);

  useRetryWhenOnline(() => keeper.current?.retry());

  const change = useCallback((update: (draft: CreatorDraft) => CreatorDraft) => {
    const state = latest.current;
    if (!state) return;
    const draft = { ...update(state.draft), savedAt: new Date().toISOString() };
    latest.current = { ...state, draft };
    keeper.current?.change(draft);
    setLoaded(latest.current);
  }, []);

  /** After a successful create or save: this draft is done, here and on the server. */
  const finish = useCallback(async () => {
    keeper.current?.discard();
    await removeDraft({ userId, editId });
  }, [userId, editId]);

  const current = loaded?.key === key ? loaded : null;
  return {
    opened: current,
    error: failure?.key === key ? failure.error : null,
    change,
    finish,
    flush: () => keeper.current?.flush() ?? Promise.resolve(),
  };
}
