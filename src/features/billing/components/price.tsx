import { formatPrice } from '../model';
import type { ProductQuote } from './use-coupon';

/** The list price, or the coupon's price beside the struck list price. */
export function Price({
  priceMinor,
  currency,
  quote,
}: {
  priceMinor: number;
  currency: string;
  quote: ProductQuote;
}) {
  const list = formatPrice(priceMinor, currency);
  if (!quote.quote) return <span className="text-lg font-semibold">{list}</span>;
  const now = formatPrice(quote.quote.priceMinor, quote.quote.currency);
  return (
    <span className="flex items-baseline gap-2">
      <span className="text-lg font-semibold text-accent">{now}</span>
      <s className="text-sm text-muted">
        <span className="sr-only">instead of </span>
        {list}
      </s>
    </span>
  );
}
