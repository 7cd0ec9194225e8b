import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { Checkout } from './use-checkout';
import type { CouponState, ProductQuote } from './use-coupon';

type ProductCardProps = {
  productId: string;
  name: string;
  buyLabel: string;
  coupon: CouponState;
  checkout: Checkout;
  /** The price and what the product gives, priced with the coupon's quote for it. */
  details: (quote: ProductQuote) => ReactNode;
  className?: string;
};

/** One product on sale (a token package, a premium plan) with its Buy button. */
export function ProductCard(props: ProductCardProps) {
  const { productId, name, buyLabel, coupon, checkout, details, className = '' } = props;
  const quote = coupon.forProduct(productId);
  const leaving = checkout.leavingFor === productId;
  return (
    <li
      className={`flex flex-col justify-between gap-3 rounded-3xl border border-line bg-surface p-5 ${className}`}
    >
      <div className="flex flex-col gap-1">
        <h3 className="font-display text-xl font-semibold">{name}</h3>
        {details(quote)}
        {quote.refusal && coupon.message?.tone === 'ok' && (
          <p className="text-sm text-muted">{quote.refusal}</p>
        )}
      </div>
      <Button
        disabled={!checkout.online}
        aria-busy={leaving || undefined}
        onClick={() => checkout.buy(productId, () => coupon.resolveFor(productId))}
      >
        {leaving ? 'Opening payment…' : buyLabel}
      </Button>
    </li>
  );
}
