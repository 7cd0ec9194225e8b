/**
 * Keeps one draft saved while it is edited: on the device at each change (writes that overlap
 * one in flight coalesce into the next, so a burst of keystrokes costs two writes), and
 * (for a logged-in user's new Angel) on the server a little later. A save the server missed
 * (offline, a failure) waits for `retry`, which the creator calls when the connection returns.
 * `flush` writes at once (the page is being hidden); `discard` drops what is pending (the
 * Angel was created, or the user logged out and this device must keep nothing of theirs).
 * Nothing goes to the server before `allowServer`: the creator first reads the server's copy,
 * so a stale draft of this device never overwrites a newer one saved elsewhere.
 */
import type { CreatorDraft } from './model';

export const SERVER_DELAY_MS = 1500;

export type DraftKeeperDeps = {
  writeLocal: (draft: CreatorDraft) => Promise<void>;
  /** Absent when the draft is not kept on the server (a visitor, an edit). */
  writeServer?: (draft: CreatorDraft) => Promise<unknown>;
  /** False until the server's copy has been read (default true). */
  serverAllowed?: boolean;
};

export type DraftKeeper = {
  change: (draft: CreatorDraft) => void;
  flush: () => Promise<void>;
  retry: () => void;
  discard: () => void;
  /** The server's copy has been read: send what is pending. */
  allowServer: () => void;
  /** Another tab saved a newer draft: it is the latest here too, with nothing left to write. */
  adopt: (draft: CreatorDraft) => void;
  /** True while the server has not got the latest draft. */
  serverBehind: () => boolean;
};

export function createDraftKeeper(deps: DraftKeeperDeps): DraftKeeper {
  let latest: CreatorDraft | null = null;
  let writing: Promise<void> | null = null;
  let serverTimer: ReturnType<typeof setTimeout> | undefined;
  let localDirty = false;
  let serverDirty = false;
  let discarded = false;
  let serverAllowed = deps.serverAllowed ?? true;

  // Written at once rather than after a pause: a reload or a closed tab right after a change
  // cannot be relied on to finish a write started while the page goes away.
  const saveLocal = async (): Promise<void> => {
    while (writing) await writing;
    if (!localDirty || !latest || discarded) return;
    localDirty = false;
    writing = deps.writeLocal(latest).finally(() => {
      writing = null;
    });
    await writing;
  };
  const saveServer = async () => {
    clearTimeout(serverTimer);
    if (!serverDirty || !latest || discarded || !serverAllowed || !deps.writeServer) return;
    const sent = latest;
    try {
      await deps.writeServer(sent);
      if (latest === sent) serverDirty = false;
    } catch {
      // Stays dirty: `retry` (back online) or the next change sends it again.
    }
  };

  return {
    change(draft) {
      if (discarded) return;
      latest = draft;
      localDirty = true;
      void saveLocal();
      if (deps.writeServer) {
        serverDirty = true;
        clearTimeout(serverTimer);
        serverTimer = setTimeout(() => void saveServer(), SERVER_DELAY_MS);
      }
    },
    async flush() {
      await Promise.all([saveLocal(), saveServer()]);
    },
    retry() {
      void saveServer();
    },
    discard() {
      discarded = true;
      clearTimeout(serverTimer);
    },
    allowServer() {
      serverAllowed = true;
      void saveServer();
    },
    adopt(draft) {
      latest = draft;
      localDirty = false;
      serverDirty = false;
      clearTimeout(serverTimer);
    },
    serverBehind: () => serverDirty,
  };
}
