import type { PremiumPlan } from '@contract/billing.ts';
import { Skeleton } from '@/components/ui/skeleton';
import { FormAlert } from '@/components/ui/text-field';
import type { Checkout } from './use-checkout';
import type { CouponState } from './use-coupon';
import { Price } from './price';
import { ProductCard } from './product-card';

const period = (months: number) =>
  months === 1 ? 'month' : months === 12 ? 'year' : `${months} months`;

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
        {plans.map((plan) => (
          <ProductCard
            key={plan.id}
            productId={plan.id}
            name={plan.name}
            buyLabel={`${active ? 'Extend with' : 'Buy'} ${plan.name}`}
            coupon={coupon}
            checkout={checkout}
            className="min-h-40"
            details={(quote) => (
              <>
                <span className="flex items-baseline gap-1">
                  <Price priceMinor={plan.priceMinor} currency={plan.currency} quote={quote} />
                  <span className="text-sm text-muted">/ {period(plan.months)}</span>
                </span>
                <p className="text-sm text-muted">{plan.monthlyTokens} tokens every month</p>
              </>
            )}
          />
        ))}
      </ul>
    </div>
  );
}
