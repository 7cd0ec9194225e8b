import { useCallback, useEffect, useRef, useState } from 'react';
import { deleteGeneratorState, putGeneratorState } from '../api/generator-state';
import { openDraftChannel, type DraftChannel } from '../draft-channel';
import { createDraftKeeper, type DraftKeeper } from '../draft-keeper';
import { keepDraft, removeDraft, writeDraft, type DraftSlot } from '../draft-storage';
import { newerDraft, type CreatorDraft } from '../model';
import { openDraft, readServerDraft, resolveWithServer, type OpenedDraft } from '../open-draft';
import { forgetLeftAt } from '../step-memory';
import { sessionStore } from '@/lib/auth/session-store';
import { useRetryWhenOnline } from '@/lib/use-online';

type Loaded = OpenedDraft & { key: string };

const FINISHED_ELSEWHERE = {
  new: 'This Angel was created in another tab: this is a new draft.',
  edit: 'Your changes were saved in another tab: this is the Angel as saved.',
};

/**
 * The draft of one slot (visitor or user, new or edit), saved as it changes and shared with
 * the other tabs editing it. Switching slot (login, logout) flushes the old one first, except a
 * logged-out user's, which is dropped: nothing of theirs may be written after logout.
 */
export function useCreatorDraft(slot: DraftSlot) {
  const { userId, editId } = slot;
  const key = `${userId ?? 'visitor'}:${editId ?? 'new'}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failure, setFailure] = useState<{ key: string; error: unknown } | null>(null);
  // Bumped when another tab finished this draft: the creator opens afresh.
  const [generation, setGeneration] = useState(0);
  const keeper = useRef<DraftKeeper | null>(null);
  const channel = useRef<DraftChannel | null>(null);
  const flushing = useRef<Promise<void>>(Promise.resolve());
  // The latest draft for change(), which may run several times before React renders.
  const latest = useRef<Loaded | null>(null);
  const serverRead = useRef(false);
  const syncing = useRef(false);
  const finishedElsewhere = useRef<string | null>(null);

  const publish = useCallback((next: Loaded) => {
    latest.current = next;
    setLoaded(next);
  }, []);
  /** Saved here (and on the server) and told to the other tabs. */
  const keep = useCallback((draft: CreatorDraft) => {
    keeper.current?.change(draft);
    channel.current?.post({ type: 'draft', draft });
  }, []);

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
      serverAllowed: false,
    });
    keeper.current = current;
    let active = true;
    let finished = false;
    channel.current = openDraftChannel(here, (message) => {
      const state = latest.current;
      if (!active || !state) return;
      if (message.type === 'finished') {
        finished = true;
        current.discard();
        finishedElsewhere.current = FINISHED_ELSEWHERE[editId === null ? 'new' : 'edit'];
        setGeneration((n) => n + 1);
      } else if (newerDraft(state.draft, message.draft) === 'remote') {
        current.adopt(message.draft);
        publish({ ...state, draft: message.draft });
      }
    });
    const tabs = channel.current;
    void flushing.current
      .then(() => openDraft(here))
      .then(
        (opened) => {
          if (!active) return;
          const notice = finishedElsewhere.current ?? opened.notice;
          finishedElsewhere.current = null;
          serverRead.current = opened.serverRead;
          publish({ ...opened, notice, key: slotKey });
          if (opened.aside && stillHere()) void keepDraft(here, opened.aside, true);
          // A draft brought here (the visitor's, another device's) is kept here at once.
          if (userId && opened.moved) keep(opened.draft);
          if (opened.serverRead) current.allowServer();
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
      tabs.close();
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onHide);
      // The last change is written before anything is dropped.
      if (stillHere() && !finished) {
        flushing.current = current.flush().finally(() => current.discard());
      } else current.discard();
    };
  }, [userId, editId, generation, publish, keep]);

  /** Opened offline: the server's copy is read first, then the newer one is kept and sent. */
  const syncWithServer = useCallback(async () => {
    const current = keeper.current;
    if (!userId || editId !== null || !current || !latest.current || syncing.current) return;
    syncing.current = true;
    try {
      const remote = await readServerDraft(userId);
      const state = latest.current;
      if (!state || keeper.current !== current) return;
      const resolved = resolveWithServer(state.draft, remote);
      serverRead.current = true;
      publish({ ...state, ...resolved, aside: resolved.aside ?? state.aside });
      if (resolved.aside) void keepDraft({ userId, editId }, resolved.aside, true);
      if (resolved.moved) keep(resolved.draft);
      current.allowServer();
    } catch {
      // Still unreachable: the next retry tries again.
    } finally {
      syncing.current = false;
    }
  }, [userId, editId, publish, keep]);

  useRetryWhenOnline(() => {
    if (serverRead.current) keeper.current?.retry();
    else void syncWithServer();
  });

  const change = useCallback(
    (update: (draft: CreatorDraft) => CreatorDraft) => {
      const state = latest.current;
      if (!state) return;
      const draft = { ...update(state.draft), savedAt: new Date().toISOString() };
      publish({ ...state, draft });
      keep(draft);
    },
    [publish, keep],
  );

  /** The draft kept aside takes the place of the open one, which is kept aside in turn. */
  const swapAside = useCallback(() => {
    const state = latest.current;
    if (!state?.aside) return;
    const draft = {
      ...state.aside,
      baseUpdatedAt: state.draft.baseUpdatedAt,
      savedAt: new Date().toISOString(),
    };
    const notice = 'We opened the other draft. The one you had open is kept aside.';
    publish({ ...state, draft, aside: state.draft, notice });
    void keepDraft({ userId, editId }, state.draft, true);
    keep(draft);
  }, [userId, editId, publish, keep]);

  const dropAside = useCallback(() => {
    const state = latest.current;
    if (!state) return;
    publish({ ...state, aside: null, notice: null });
    void removeDraft({ userId, editId }, true);
  }, [userId, editId, publish]);

  /** After a successful create or save: this draft is done, here, on the server, in every tab. */
  const finish = useCallback(async () => {
    keeper.current?.discard();
    await removeDraft({ userId, editId });
    await forgetLeftAt({ userId, editId });
    if (userId && editId === null) await deleteGeneratorState(userId).catch(() => undefined);
    channel.current?.post({ type: 'finished' });
  }, [userId, editId]);

  const opened = loaded?.key === key ? loaded : null;
  return {
    opened,
    error: failure?.key === key ? failure.error : null,
    change,
    finish,
    swapAside,
    dropAside,
    flush: () => keeper.current?.flush() ?? Promise.resolve(),
  };
}
