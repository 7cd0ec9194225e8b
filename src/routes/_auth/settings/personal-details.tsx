import { createFileRoute } from '@tanstack/react-router';
import { PersonalDetails } from '@/features/users/components/personal-details';
import { useSession } from '@/lib/auth/session-store';

export const Route = createFileRoute('/_auth/settings/personal-details')({
  component: PersonalDetailsRoute,
});

function PersonalDetailsRoute() {
  const { user } = useSession();
  // Logged out while here: the logout redirect is already taking the user home.
  return user ? <PersonalDetails user={user} /> : null;
}
