import type { TokenPackage } from '@contract/billing.ts';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { FormAlert } from '@/components/ui/text-field';
import type { Checkout } from './use-checkout';
import type { CouponState } from './use-coupon';
import { formatCount } from '../model';
import { Price } from './price';

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
          const quote = coupon.forProduct(pack.id);
          const name = tokensText(pack.tokens);
          const leaving = checkout.leavingFor === pack.id;
          return (
            <li
              key={pack.id}
              className="flex min-h-[8.5rem] flex-col justify-between gap-3 rounded-3xl border border-line bg-surface p-5"
            >
              <div className="flex flex-col gap-1">
                <h3 className="font-display text-xl font-semibold">{name}</h3>
                <Price priceMinor={pack.priceMinor} currency={pack.currency} quote={quote} />
                {quote.refusal && coupon.message?.tone === 'ok' && (
                  <p className="text-sm text-muted">{quote.refusal}</p>
                )}
              </div>
              <Button
                disabled={!checkout.online}
                aria-busy={leaving || undefined}
                onClick={() => checkout.buy(pack.id, () => coupon.resolveFor(pack.id))}
              >
                {leaving ? 'Opening payment…' : `Buy ${name}`}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
