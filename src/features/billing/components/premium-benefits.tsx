import { Link } from '@tanstack/react-router';
import type { PremiumPlan } from '@contract/billing.ts';
import { PREMIUM_BENEFITS } from '@contract/constants.ts';

/** What Premium gives, in the plan's own numbers when they are known. */
export function PremiumBenefits({ plans }: { plans: PremiumPlan[] | undefined }) {
  const monthly = plans?.length ? Math.min(...plans.map((plan) => plan.monthlyTokens)) : undefined;
  return (
    <ul className="flex flex-col gap-3 rounded-3xl border border-line bg-surface p-6">
      {PREMIUM_BENEFITS.map((benefit) => (
        <li key={benefit.id} className="flex gap-3">
          <span aria-hidden="true" className="text-accent">
            ✦
          </span>
          <span>
            <strong className="font-semibold">
              {benefit.id === 'tokens' && monthly !== undefined
                ? `${monthly} tokens every month.`
                : benefit.title}
            </strong>{' '}
            {benefit.detail}
            {benefit.id === 'avatar' && (
              <>
                {' '}
                <Link to="/avatars/personal/create" className="text-accent underline">
                  Open the personal avatar generator
                </Link>
                .
              </>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
