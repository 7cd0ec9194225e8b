import { Link } from '@tanstack/react-router';
import type { PremiumPlan } from '@contract/billing.ts';

/** What Premium gives, in the plan's own numbers when they are known. */
export function PremiumBenefits({ plans }: { plans: PremiumPlan[] | undefined }) {
  const monthly = plans?.length ? Math.min(...plans.map((plan) => plan.monthlyTokens)) : undefined;
  return (
    <ul className="flex flex-col gap-3 rounded-3xl border border-line bg-surface p-6">
      <li className="flex gap-3">
        <span aria-hidden="true" className="text-accent">
          ✦
        </span>
        <span>
          <strong className="font-semibold">Your personal avatar.</strong> Design how you appear to
          your Angels with the{' '}
          <Link to="/avatars/personal/create" className="text-accent underline">
            personal avatar generator
          </Link>
          .
        </span>
      </li>
      <li className="flex gap-3">
        <span aria-hidden="true" className="text-accent">
          ✦
        </span>
        <span>
          <strong className="font-semibold">
            {monthly === undefined ? 'Tokens every month.' : `${monthly} tokens every month.`}
          </strong>{' '}
          Added to your balance at the start of each month of Premium, for more conversations.
        </span>
      </li>
      <li className="flex gap-3">
        <span aria-hidden="true" className="text-accent">
          ✦
        </span>
        <span>
          <strong className="font-semibold">Cancel any time.</strong> Premium stays active until the
          end of the period you paid for.
        </span>
      </li>
    </ul>
  );
}
