import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { sessionStore } from './session-store';

/**
 * Logging out (by hand, on a 401 or a suspension) on a page that needs the auth guard
 * takes the user to the main route. Such routes say so with `staticData.requiresAuth`.
 */
export function useLogoutRedirect(): void {
  const router = useRouter();
  useEffect(() => {
    let wasLoggedIn = sessionStore.getSnapshot().user !== null;
    return sessionStore.subscribe(() => {
      const loggedIn = sessionStore.getSnapshot().user !== null;
      const loggedOut = wasLoggedIn && !loggedIn;
      wasLoggedIn = loggedIn;
      if (loggedOut && router.state.matches.some((match) => match.staticData.requiresAuth)) {
        void router.navigate({ to: '/' });
      }
    });
  }, [router]);
}
