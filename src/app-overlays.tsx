/**
 * Everything that floats above the pages: age check, account dialogs and the session's modals
 * (among them the notice of a new warning or suspension, read only for a logged-in user).
 * Rendered by the router's InnerWrap so they also show while the first navigation is still held
 * by a guard (before any route component renders). Only the age check is in the entry chunk;
 * the rest loads the first time it is needed.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AgeVerificationModal } from '@/components/age-verification-modal';
import { useVars } from '@/features/vars/api/get-vars';
import { useAgeVerified } from '@/lib/age-verification';
import { useDialogs } from '@/lib/auth/dialog-controller';
import { isAgentSession, useSession } from '@/lib/auth/session-store';
import { useSuspension } from '@/lib/auth/suspension-store';
import { useLogoutRedirect } from '@/lib/auth/use-logout-redirect';

const AuthDialogs = lazy(() => import('@/features/auth/components/auth-dialogs'));
const PremiumUpsellModal = lazy(() => import('@/features/auth/components/premium-upsell-modal'));
const SuspensionModal = lazy(() => import('@/features/auth/components/suspension-modal'));
const WelcomeModal = lazy(() => import('@/features/users/components/welcome-modal'));
const AccountNotice = lazy(() => import('@/features/account-status/components/account-notice'));

/** True from the first time `value` is true: a loaded dialog stays mounted to close properly. */
function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}

export function AppOverlays({ children }: { children: ReactNode }) {
  useLogoutRedirect();
  const { supportEmail } = useVars();
  const dialogs = useDialogs();
  const session = useSession();
  const suspension = useSuspension();
  const authUsed = useLatch(dialogs.auth !== null);
  const upsellUsed = useLatch(dialogs.premiumUpsell);
  const { user } = session;
  const agent = isAgentSession(session);
  const needsAvatar = user !== null && user.avatar === null && !agent;
  // Once the user record is in (an avatar set up) and never over another modal of the session.
  const readsNotice = user !== null && Boolean(user.avatar) && !agent && !suspension;
  // One dialog at a time: until the age check is answered nothing else opens over or under it
  // (a confirmation link's login dialog waits in its store, and opens once the age is accepted).
  if (!useAgeVerified()) {
    return (
      <>
        {children}
        <AgeVerificationModal />
      </>
    );
  }
  return (
    <>
      {children}
      <AgeVerificationModal />
      <Suspense fallback={null}>
        {authUsed && <AuthDialogs />}
        {upsellUsed && <PremiumUpsellModal />}
        {needsAvatar && !suspension && <WelcomeModal userId={user.id} />}
        {suspension && <SuspensionModal suspension={suspension} supportEmail={supportEmail} />}
      </Suspense>
      {/* Its own boundary: loading it after a login must not blank a dialog still closing. */}
      <Suspense fallback={null}>
        {readsNotice && <AccountNotice userId={user.id} warningCounter={user.warningCounter} />}
      </Suspense>
    </>
  );
}
