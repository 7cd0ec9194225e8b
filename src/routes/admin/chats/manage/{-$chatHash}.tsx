import { createFileRoute } from '@tanstack/react-router';
import { adminChatQueryOptions } from '@/features/admin/api/get-admin-chat';
import { casesQueryOptions } from '@/features/admin/api/get-cases';
import { transcriptQueryOptions } from '@/features/admin/api/get-transcript';
import { userHistoryQueryOptions } from '@/features/admin/api/get-user-history';
import { ManagePage } from '@/features/admin/components/manage/manage-page';
import { ManageSkeleton } from '@/features/admin/components/manage/manage-skeleton';
import { MyCases } from '@/features/admin/components/manage/my-cases';
import { ensureFound } from '@/lib/ensure-found';

/** One chat under moderation; without a chat, the agent's claimed cases. */
export const Route = createFileRoute('/admin/chats/manage/{-$chatHash}')({
  loader: async ({ context: { queryClient }, params: { chatHash }, preload }) => {
    if (!chatHash) {
      // Read again when stale, as ensureFresh does (lib/ensure-found): cases change under you.
      await queryClient.ensureInfiniteQueryData({
        ...casesQueryOptions({ filter: 'mine' }),
        revalidateIfStale: true,
      });
      return;
    }
    // The transcript and the user load beside the chat; the page waits for the chat alone.
    // Reading a transcript is audited: a hover's preload must not count as reading it.
    if (!preload) void queryClient.prefetchInfiniteQuery(transcriptQueryOptions(chatHash));
    // A chat that does not exist (a mistyped link) is the 404 view, not an error.
    const { user } = await ensureFound(queryClient, adminChatQueryOptions(chatHash));
    void queryClient.prefetchQuery(userHistoryQueryOptions(user.id));
  },
  pendingComponent: ManageSkeleton,
  component: ManageRoute,
});

function ManageRoute() {
  const { chatHash } = Route.useParams();
  return chatHash ? <ManagePage key={chatHash} chatHash={chatHash} /> : <MyCases />;
}
