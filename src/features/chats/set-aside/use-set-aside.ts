import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DEFAULT_TOAST_LIFE, toast } from '@/lib/toast/toast-store';
import { toastFailure } from '../failure-reason';
import {
  clearChat,
  deleteMessage,
  reloadChat,
  restoreBranch,
  rewindTo,
  undoDeletion,
} from '../api/set-aside';
import { deletionNotice, OFFLINE_NOTE, restoreNotice, rewindNotice } from './set-aside-model';
import { queueSetAside } from './offline-set-aside';
import { dismissUndo, offerUndo, undoOffersOf } from './undo-notices';

/**
 * Rewind, return to a branch, delete, clear, and their undos, for one chat. Each reloads the
 * history (messages left it or came back) and offers its undo; a refusal shows the server's
 * readable reason. Resolves true when the change was made.
 */
export function useSetAside(chatHash: string) {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const run = async <T>(call: () => Promise<T>, then: (result: T) => void) => {
      try {
        const result = await call();
        await reloadChat(queryClient, chatHash);
        then(result);
        return true;
      } catch (error) {
        toastFailure(error);
        return false;
      }
    };
    const restore = (branchId: string) =>
      run(
        () => restoreBranch(chatHash, branchId),
        ({ restored, branchId: aside }) => {
          // The branches have moved: an earlier rewind's Undo would name one no longer there.
          for (const offer of undoOffersOf(chatHash)) dismissUndo(offer.id);
          toast.add({
            severity: 'success',
            summary: restoreNotice(restored, aside !== null),
            life: DEFAULT_TOAST_LIFE,
          });
        },
      );
    const undoDelete = (deletionId: string) =>
      run(
        () => undoDeletion(chatHash, deletionId),
        () => undefined,
      );
    /** A message's undo lasts a moment; a whole chat's, as long as the chat stays open. */
    const deleted =
      (untilChatCloses: boolean) =>
      ({ deletionId, deleted }: { deletionId: string | null; deleted: number }) => {
        if (!deletionId) return;
        offerUndo(chatHash, deletionNotice(deleted), () => void undoDelete(deletionId), {
          untilChatCloses,
        });
      };
    /** Offline: queued in the outbox and shown at once; its undo takes it back out. */
    const queued = async (kind: 'rewind' | 'delete', messageId: string) => {
      const done = await queueSetAside(queryClient, chatHash, kind, messageId).catch(() => null);
      if (!done) return false;
      const notice = kind === 'rewind' ? rewindNotice(done.removed) : deletionNotice(1);
      offerUndo(chatHash, `${notice} ${OFFLINE_NOTE}`, done.undo, {
        untilChatCloses: kind === 'rewind',
      });
      return true;
    };
    return {
      rewind: (messageId: string) =>
        !navigator.onLine
          ? queued('rewind', messageId)
          : run(
              () => rewindTo(chatHash, messageId),
              ({ branchId, hidden }) => {
                if (!branchId) {
                  toast.add({ summary: rewindNotice(0), life: DEFAULT_TOAST_LIFE });
                  return;
                }
                offerUndo(chatHash, rewindNotice(hidden), () => void restore(branchId), {
                  untilChatCloses: true,
                });
              },
            ),
      restore,
      remove: (messageId: string) =>
        !navigator.onLine
          ? queued('delete', messageId)
          : run(() => deleteMessage(chatHash, messageId), deleted(false)),
      clear: () => run(() => clearChat(chatHash), deleted(true)),
    };
  }, [chatHash, queryClient]);
}
