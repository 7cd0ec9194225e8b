/**
 * What runs only while someone is logged in: the user record kept fresh (focus) and kept for
 * offline starts, the last screen kept for the next launch to paint (lib/last-screen), the live
 * connection, and the chats' live updates. Its chunk loads with the first session (main.tsx),
 * so a visitor's first load never carries it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { initLiveChatUpdates } from '@/features/chats/api/live-chat-updates';
import { initUserRefresh } from '@/lib/auth/user-refresh';
import { keepLastKnownUser } from '@/lib/last-known-user';
import { keepLastScreen } from '@/lib/last-screen/keeper';
import { initLiveConnection } from '@/lib/live/init-live';

/** Once per page: main.tsx keeps the one start, and every later session reuses it. */
export function startSessionRuntime(queryClient: QueryClient): void {
  keepLastKnownUser(queryClient);
  keepLastScreen();
  initUserRefresh();
  initLiveChatUpdates(queryClient);
  initLiveConnection();
}
