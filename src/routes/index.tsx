import { createFileRoute } from '@tanstack/react-router';
import { FeaturedAngels } from '@/features/discover/components/featured-angels';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { useVars } from '@/features/vars/api/get-vars';

export const Route = createFileRoute('/')({
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
