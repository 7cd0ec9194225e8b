import { createFileRoute } from '@tanstack/react-router';
import { PersonalAvatarPage } from '@/features/personal-avatar/components/personal-avatar-page';
import { AvatarForm } from '@/features/users/components/avatar-form';
import { PersonaForm } from '@/features/users/components/persona-form';
import { useSession } from '@/lib/auth/session-store';
import { DEFAULT_TOAST_LIFE, toast } from '@/lib/toast/toast-store';

export const Route = createFileRoute('/_auth/avatars/personal/')({
  component: PersonalAvatarRoute,
});

function PersonalAvatarRoute() {
  const { user } = useSession();
  // Logged out while here: the logout redirect is already taking the user home.
  if (!user) return null;
  return (
    <PersonalAvatarPage
      user={user}
      stockForm={
        <>
          <AvatarForm
            userId={user.id}
            initialName={user.avatar?.name ?? ''}
            initialImageUrl={user.avatar?.imageUrl}
            submitLabel="Save"
            onSaved={() =>
              toast.add({ severity: 'success', summary: 'Avatar saved', life: DEFAULT_TOAST_LIFE })
            }
          />
          <PersonaForm
            userId={user.id}
            onSaved={() =>
              toast.add({
                severity: 'success',
                summary: 'Description saved',
                life: DEFAULT_TOAST_LIFE,
              })
            }
          />
        </>
      }
    />
  );
}
