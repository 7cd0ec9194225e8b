import { usePackages } from '../api/get-packages';
import type { PaymentReturnSearch } from '../payment-return';
import { CouponField } from './coupon-field';
import { OfflineBuyNote } from './offline-buy-note';
import { SpendingWarning } from './spending-warning';
import { TokenBalance } from './token-balance';
import { TokenHistory } from './token-history';
import { TokenPackages } from './token-packages';
import { useCheckout } from './use-checkout';
import { useCoupon } from './use-coupon';
import { usePaymentReturn } from './use-payment-return';
import { useTokenHistory } from './use-token-history';

type TokensPageProps = {
  paymentPageUrl: string;
  search: PaymentReturnSearch;
  clearSearch: () => void;
};

const sectionClass = 'flex flex-col gap-4';

export function TokensPage({ paymentPageUrl, search, clearSearch }: TokensPageProps) {
  const packages = usePackages();
  const history = useTokenHistory();
  const products = (packages.data ?? []).map((pack) => ({
    productType: 'tokens' as const,
    productId: pack.id,
  }));
  const coupon = useCoupon(products, 'tokens');
  usePaymentReturn(search, clearSearch, coupon.clear);
  const checkout = useCheckout(paymentPageUrl, 'tokens');

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 py-6">
      <h1 className="font-display text-4xl font-semibold">Tokens</h1>
      <TokenBalance fallback={history.balance} />
      <section aria-labelledby="buy-tokens" className={sectionClass}>
        <h2 id="buy-tokens" className="font-display text-2xl font-semibold">
          Buy tokens
        </h2>
        <OfflineBuyNote online={checkout.online} />
        <SpendingWarning />
        <CouponField coupon={coupon} />
        <TokenPackages
          packages={packages.data}
          failed={packages.isError}
          coupon={coupon}
          checkout={checkout}
        />
      </section>
      <section aria-labelledby="token-history" className={sectionClass}>
        <h2 id="token-history" className="font-display text-2xl font-semibold">
          History
        </h2>
        <TokenHistory list={history} />
      </section>
    </div>
  );
}
