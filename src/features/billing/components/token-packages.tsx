import type { TokenPackage } from '@contract/billing.ts';
import { Skeleton } from '@/components/ui/skeleton';
import { FormAlert } from '@/components/ui/text-field';
import type { Checkout } from './use-checkout';
import type { CouponState } from './use-coupon';
import { formatCount } from '../model';
import { Price } from './price';
import { ProductCard } from './product-card';

const tokensText = (count: number) => `${formatCount(count)} tokens`;

type TokenPackagesProps = {
  packages: TokenPackage[] | undefined;
  failed: boolean;
  coupon: CouponState;
  checkout: Checkout;
};

export function TokenPackages({ packages, failed, coupon, checkout }: TokenPackagesProps) {
  if (!packages) {
    return failed ? (
      <p className="text-muted">The packages could not be loaded. Check your connection.</p>
    ) : (
      <ul aria-hidden="true" className="grid gap-3 sm:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <li key={i}>
            <Skeleton className="h-[8.5rem] w-full rounded-3xl" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <FormAlert message={checkout.error} />
      <ul aria-label="Token packages" className="grid gap-3 sm:grid-cols-2">
        {packages.map((pack) => {
          const name = tokensText(pack.tokens);
          return (
            <ProductCard
              key={pack.id}
              productId={pack.id}
              name={name}
              buyLabel={`Buy ${name}`}
              coupon={coupon}
              checkout={checkout}
              className="min-h-[8.5rem]"
              details={(quote) => (
                <Price priceMinor={pack.priceMinor} currency={pack.currency} quote={quote} />
              )}
            />
          );
        })}
      </ul>
    </div>
  );
}
