import { Link, createFileRoute, notFound } from '@tanstack/react-router';
import { AngelDetailsSkeleton } from '@/components/angel-details-skeleton';
import { NotFoundView } from '@/components/errors/not-found-view';
import { ChatWithAngelLink } from '@/components/chat-with-angel-link';
import { myAngelQueryOptions, useMyAngel } from '@/features/my-angels/api/get-my-angel';
import { AngelActions } from '@/features/my-angels/components/angel-actions';
import { AngelProfile } from '@/features/my-angels/components/angel-profile';
import { useLeaveAngel } from '@/features/my-angels/components/use-leave-angel';
import { deletedSummary, parseAngelId } from '@/features/my-angels/model';
import { ensureFound } from '@/lib/ensure-found';

export const Route = createFileRoute('/_auth/avatars/ai/$id')({
  loader: async ({ context: { queryClient }, params }) => {
    const id = parseAngelId(params.id);
    if (id === null) throw notFound();
    // Someone else's Angel answers 404 like one that does not exist.
    await ensureFound(queryClient, myAngelQueryOptions(id));
    return { id };
  },
  pendingComponent: () => <AngelDetailsSkeleton className="py-12" />,
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
  const { angel, gone } = useMyAngel(id);
  const leave = useLeaveAngel(id, gone);
  const chatAction = <ChatWithAngelLink avatarId={id} />;
  const onDeleted = (deletedChats: number) =>
    void leave({ severity: 'success', summary: deletedSummary(angel.name, deletedChats) });
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
      actions={<AngelActions angel={angel} chatAction={chatAction} onDeleted={onDeleted} />}
    />
  );
}
