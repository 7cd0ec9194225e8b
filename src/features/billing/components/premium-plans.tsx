import type { PremiumPlan } from '@contract/billing.ts';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { FormAlert } from '@/components/ui/text-field';
import type { Checkout } from './use-checkout';
import type { CouponState } from './use-coupon';
import { Price } from './price';

const period = (months: number) => (months === 1 ? 'month' : `${months} months`);

type PremiumPlansProps = {
  plans: PremiumPlan[] | undefined;
  failed: boolean;
  coupon: CouponState;
  checkout: Checkout;
  /** Premium is active: buying again extends it. */
  active: boolean;
};

export function PremiumPlans({ plans, failed, coupon, checkout, active }: PremiumPlansProps) {
  if (!plans) {
    return failed ? (
      <p className="text-muted">The plans could not be loaded. Check your connection.</p>
    ) : (
      <div aria-hidden="true" className="grid gap-3 sm:grid-cols-2">
        <Skeleton className="h-40 w-full rounded-3xl" />
        <Skeleton className="h-40 w-full rounded-3xl" />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <FormAlert message={checkout.error} />
      <ul aria-label="Premium plans" className="grid gap-3 sm:grid-cols-2">
        {plans.map((plan) => {
          const quote = coupon.forProduct(plan.id);
          const leaving = checkout.leavingFor === plan.id;
          return (
            <li
              key={plan.id}
              className="flex min-h-40 flex-col justify-between gap-3 rounded-3xl border border-line bg-surface p-5"
            >
              <div className="flex flex-col gap-1">
                <h3 className="font-display text-xl font-semibold">{plan.name}</h3>
                <span className="flex items-baseline gap-1">
                  <Price priceMinor={plan.priceMinor} currency={plan.currency} quote={quote} />
                  <span className="text-sm text-muted">/ {period(plan.months)}</span>
                </span>
                <p className="text-sm text-muted">{plan.monthlyTokens} tokens every month</p>
                {quote.refusal && coupon.message?.tone === 'ok' && (
                  <p className="text-sm text-muted">{quote.refusal}</p>
                )}
              </div>
              <Button
                disabled={!checkout.online}
                aria-busy={leaving || undefined}
                onClick={() => checkout.buy(plan.id, () => coupon.resolveFor(plan.id))}
              >
                {leaving ? 'Opening payment…' : `${active ? 'Extend with' : 'Buy'} ${plan.name}`}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
