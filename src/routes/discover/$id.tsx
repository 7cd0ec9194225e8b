import { Link, createFileRoute, notFound, useLocation, useRouter } from '@tanstack/react-router';
import { NotFoundView } from '@/components/errors/not-found-view';
import { ChatWithAngelLink } from '@/components/chat-with-angel-link';
import { useAvatarOptions } from '@/features/discover/api/get-avatar-options';
import { checkCatalogueVersion } from '@/features/discover/api/catalogue-freshness';
import { avatarQueryOptions, useAvatar } from '@/features/discover/api/get-avatar';
import { AvatarDetails } from '@/features/discover/components/avatar-details';
import { AvatarDetailsSkeleton } from '@/features/discover/components/avatar-details-skeleton';
import { ethnicityLabel, parseAvatarId } from '@/features/discover/model';
import { MemoryButton } from '@/features/memory/components/memory-button';
import { ensureFound } from '@/lib/ensure-found';

export const Route = createFileRoute('/discover/$id')({
  // A landing page: its loader starts the data while its page's chunk is still on its way
  // (a start from the worker's cache, offline included, has no server hints to do that).
  codeSplitGroupings: [['component'], ['pendingComponent'], ['notFoundComponent']],
  loader: async ({ context: { queryClient }, params }) => {
    const id = parseAvatarId(params.id);
    if (id === null) throw notFound();
    const options = avatarQueryOptions(id);
    // A profile kept from before a curator's change is checked first (it may be gone now).
    if (queryClient.getQueryData(options.queryKey)) await checkCatalogueVersion(queryClient);
    await ensureFound(queryClient, options);
    return { id };
  },
  pendingComponent: AvatarDetailsSkeleton,
  notFoundComponent: () => (
    <NotFoundView
      title="Angel not found"
      message="This Angel is not here, or the link is broken. There are many more to meet in Discover."
    />
  ),
  component: AvatarDetailsRoute,
});

function BackToDiscover() {
  const router = useRouter();
  const fromDiscover = useLocation({ select: (location) => location.state.fromDiscover });
  return (
    <Link
      to="/discover"
      search={true}
      onClick={(event) => {
        // Came from the grid: going back restores its scroll position and loaded pages.
        if (fromDiscover && router.history.canGoBack()) {
          event.preventDefault();
          router.history.back();
        }
      }}
      className="inline-flex min-h-11 items-center gap-2 rounded-full pr-3 text-sm font-semibold text-muted hover:text-fg"
    >
      <span aria-hidden="true">←</span> Back to Discover
    </Link>
  );
}

function AvatarDetailsRoute() {
  const { id } = Route.useLoaderData();
  const avatar = useAvatar(id);
  const { data: options } = useAvatarOptions();
  return (
    <AvatarDetails
      avatar={avatar}
      ethnicity={ethnicityLabel(avatar.ethnicity, avatar.gender, options?.ethnicities)}
      backLink={<BackToDiscover />}
      chatAction={
        <>
          <ChatWithAngelLink avatarId={id} />
          <MemoryButton avatarId={id} name={avatar.name} />
        </>
      }
    />
  );
}
