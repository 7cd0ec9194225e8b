import { createFileRoute, redirect } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { avatarsQueryOptions } from '@/features/discover/api/get-avatars';
import { FeaturedAngels } from '@/features/discover/components/featured-angels';
import { DISCOVER_DEFAULTS } from '@/features/discover/model';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { useVars } from '@/features/vars/api/get-vars';
import { ACCOUNT_ACTIVATED_PARAM } from '@/lib/landing-params';
import { useSession } from '@/lib/auth/session-store';

// Only logged-in users need these: a first visit's JS stays the pitch alone. Both chunks are
// requested together (an import is fetched once), not one after the other.
const loadRecentChats = () => import('@/features/chats/components/recent-chats');
const RecentChats = lazy(loadRecentChats);
const WelcomeBack = lazy(async () => {
  void loadRecentChats();
  const [{ default: Welcome }, { useChats }] = await Promise.all([
    import('@/features/landing/components/welcome-back'),
    import('@/features/chats/api/get-chats'),
  ]);
  // Someone with a conversation has been here before; a brand-new account has none.
  function LoggedInLanding({ name }: { name: string | undefined }) {
    const { data: chats } = useChats();
    return (
      <Welcome name={name} returning={chats && chats.length > 0} recentChats={<RecentChats />} />
    );
  }
  return { default: LoggedInLanding };
});

type LandingSearch = { 'reset-token'?: string; 'account-activated'?: 'true' | 'false' };

export const Route = createFileRoute('/')({
  validateSearch: (raw: Record<string, unknown>): LandingSearch => ({
    'reset-token': typeof raw['reset-token'] === 'string' ? raw['reset-token'] : undefined,
    'account-activated':
      raw[ACCOUNT_ACTIVATED_PARAM] === 'true' || raw[ACCOUNT_ACTIVATED_PARAM] === true
        ? 'true'
        : raw[ACCOUNT_ACTIVATED_PARAM] === 'false' || raw[ACCOUNT_ACTIVATED_PARAM] === false
          ? 'false'
          : undefined,
  }),
  beforeLoad: async ({ search, preload }) => {
    // In-app arrival from the confirmation view (a fresh load is handled before the router).
    const activated = search['account-activated'];
    if (activated === undefined || preload) return;
    const { announceActivation } = await import('@/lib/account-activation');
    announceActivation(activated);
    throw redirect({ to: '/', search: { 'reset-token': search['reset-token'] }, replace: true });
  },
  // The featured Angels are the default grid's first page (its cache, and the server's hint):
  // the page waits for them as Discover does, so it never shows their skeletons first, and the
  // server's first paint has them too. prefetch* never throws: a failure shows no featured row.
  loader: ({ context: { queryClient } }) =>
    queryClient.prefetchInfiniteQuery(avatarsQueryOptions(DISCOVER_DEFAULTS)),
  component: LandingRoute,
});

function LandingRoute() {
  const { domainName } = useVars();
  const { user } = useSession();
  return (
    <div className="flex flex-col gap-10">
      {user ? (
        // The hero's height while the chunk loads, so nothing below jumps.
        <Suspense fallback={<div aria-busy="true" className="min-h-80" />}>
          <WelcomeBack name={user.avatar?.name} />
        </Suspense>
      ) : (
        <LandingHero domainName={domainName} />
      )}
      <FeaturedAngels />
    </div>
  );
}
