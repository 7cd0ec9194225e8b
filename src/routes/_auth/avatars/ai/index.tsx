import { createFileRoute } from '@tanstack/react-router';
import { myAngelsQueryOptions } from '@/features/my-angels/api/get-my-angels';
import { MyAngelsPage } from '@/features/my-angels/components/my-angels-page';

export const Route = createFileRoute('/_auth/avatars/ai/')({
  loader: ({ context: { queryClient } }) => {
    // Not awaited: the page shows skeletons (or the list kept from before) at once.
    void queryClient.prefetchQuery(myAngelsQueryOptions());
  },
  component: MyAngelsPage,
});
