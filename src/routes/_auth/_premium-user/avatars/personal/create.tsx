import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PortraitGenerator } from '@/features/personal-avatar/components/portrait-generator';
import { avatarOptionsQueryOptions } from '@/lib/avatar-options';
import { useSession } from '@/lib/auth/session-store';
import { DEFAULT_TOAST_LIFE, toast } from '@/lib/toast/toast-store';

export const Route = createFileRoute('/_auth/_premium-user/avatars/personal/create')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(avatarOptionsQueryOptions());
  },
  component: PersonalPortraitRoute,
});

function PersonalPortraitRoute() {
  const { user } = useSession();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-6 py-6">
      <header>
        <h1 className="font-display text-4xl font-semibold">Design your portrait</h1>
        <p className="mt-2 text-muted">
          Pick a look and an expression; your Angels will see you this way in every chat.
        </p>
      </header>
      <PortraitGenerator
        userId={user.id}
        name={user.avatar?.name ?? 'you'}
        onSaved={() => {
          toast.add({ severity: 'success', summary: 'Portrait saved', life: DEFAULT_TOAST_LIFE });
          void navigate({ to: '/avatars/personal' });
        }}
      />
    </section>
  );
}
