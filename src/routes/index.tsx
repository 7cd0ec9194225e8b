import { createFileRoute, redirect } from '@tanstack/react-router';
import { FeaturedAngels } from '@/features/discover/components/featured-angels';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { useVars } from '@/features/vars/api/get-vars';
import { ACCOUNT_ACTIVATED_PARAM, announceActivation } from '@/lib/account-activation';

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
  beforeLoad: ({ search, preload }) => {
    // In-app arrival from the confirmation view (a fresh load is handled before the router).
    const activated = search['account-activated'];
    if (activated === undefined || preload) return;
    announceActivation(activated);
    throw redirect({ to: '/', search: { 'reset-token': search['reset-token'] }, replace: true });
  },
  component: LandingRoute,
});

function LandingRoute() {
  const { domainName } = useVars();
  return (
    <div className="flex flex-col gap-10">
      <LandingHero domainName={domainName} />
      <FeaturedAngels />
    </div>
  );
}
