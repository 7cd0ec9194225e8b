/**
 * A suspension shows in every tab. The tab whose call met the 403 logs out, which clears the
 * tokens of every tab: the others' own next call could no longer reach the server to learn why.
 * So the tab that opens the suspension modal tells the others, which log out and open it too.
 * Each tab tells once (when its modal opens), and a tab showing it already ignores the news.
 */
import { logout } from '@/lib/auth/session-store';
import { suspensionStore, type Suspension } from '@/lib/auth/suspension-store';

export const SUSPENSION_CHANNEL = 'angels-suspension';

/** Returns the stop. */
export function shareSuspension(): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(SUSPENSION_CHANNEL);
  let shown = suspensionStore.getSnapshot() !== null;
  channel.onmessage = ({ data }: MessageEvent<Suspension>) => {
    if (suspensionStore.getSnapshot() !== null) return;
    shown = true;
    void logout();
    suspensionStore.open(data);
  };
  const stopWatching = suspensionStore.subscribe(() => {
    const suspension = suspensionStore.getSnapshot();
    if (!suspension || shown) return;
    shown = true;
    channel.postMessage(suspension);
  });
  return () => {
    stopWatching();
    channel.close();
  };
}
