import { useQueryClient } from '@tanstack/react-query';
import { Link, createFileRoute, notFound, useNavigate } from '@tanstack/react-router';
import { NotFoundView } from '@/components/errors/not-found-view';
import { buttonClasses } from '@/components/ui/button';
import { ChatIcon } from '@/components/ui/icons';
import { myAngelQueryOptions, useMyAngel } from '@/features/my-angels/api/get-my-angel';
import { myAngelKeys } from '@/features/my-angels/api/query-keys';
import { AngelActions } from '@/features/my-angels/components/angel-actions';
import { AngelProfile } from '@/features/my-angels/components/angel-profile';
import { MyAngelSkeleton } from '@/features/my-angels/components/my-angel-skeleton';
import { deletedSummary, parseAngelId } from '@/features/my-angels/model';
import { ApiRequestError } from '@/lib/api-client';
import { DEFAULT_TOAST_LIFE, toast } from '@/lib/toast/toast-store';

export const Route = createFileRoute('/_auth/avatars/ai/$id')({
  // Loader and page load together, lazily: My Angels stays out of everyone's first load.
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent'], ['notFoundComponent']],
  loader: async ({ context: { queryClient }, params }) => {
    const id = parseAngelId(params.id);
    if (id === null) throw notFound();
    try {
      await queryClient.ensureQueryData(myAngelQueryOptions(id));
    } catch (error) {
      // Someone else's Angel answers 404 like one that does not exist.
      if (error instanceof ApiRequestError && error.status === 404) throw notFound();
      throw error;
    }
    return { id };
  },
  pendingComponent: MyAngelSkeleton,
  notFoundComponent: () => (
    <NotFoundView
      title="Angel not found"
      message="This Angel is not one of yours, or it was deleted. Your own Angels are in My Angels."
    />
  ),
  component: MyAngelRoute,
});

function MyAngelRoute() {
  const { id } = Route.useLoaderData();
  const angel = useMyAngel(id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const chatAction = (
    <Link
      to="/chat/{-$chatHash}"
      params={{ chatHash: undefined }}
      search={{ with: id }}
      className={buttonClasses('primary', 'px-8 text-base')}
    >
      <ChatIcon />
      Chat
    </Link>
  );
  async function onDeleted(deletedChats: number) {
    toast.add({
      severity: 'success',
      summary: deletedSummary(angel.name, deletedChats),
      life: DEFAULT_TOAST_LIFE,
    });
    await navigate({ to: '/avatars/ai' });
    // Only once this page is gone: it would read the deleted Angel again.
    queryClient.removeQueries({ queryKey: myAngelKeys.detail(id) });
  }
  return (
    <AngelProfile
      angel={angel}
      backLink={
        <Link
          to="/avatars/ai"
          className="inline-flex min-h-11 items-center gap-2 rounded-full pr-3 text-sm font-semibold text-muted hover:text-fg"
        >
          <span aria-hidden="true">←</span> My Angels
        </Link>
      }
      chatAction={chatAction}
      actions={
        <AngelActions angel={angel} chatAction={chatAction} onDeleted={(n) => void onDeleted(n)} />
      }
    />
  );
}
