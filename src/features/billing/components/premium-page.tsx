import { useSession } from '@/lib/auth/session-store';
import { usePlans } from '../api/get-plans';
import { useSubscription } from '../api/get-subscription';
import type { PaymentReturnSearch } from '../payment-return';
import { CouponField } from './coupon-field';
import { OfflineBuyNote } from './offline-buy-note';
import { SpendingWarning } from './spending-warning';
import { PremiumBenefits } from './premium-benefits';
import { PremiumPlans } from './premium-plans';
import { PremiumStatus } from './premium-status';
import { useCheckout } from './use-checkout';
import { useCoupon } from './use-coupon';
import { usePaymentReturn } from './use-payment-return';

type PremiumPageProps = {
  paymentPageUrl: string;
  search: PaymentReturnSearch;
  clearSearch: () => void;
};

export function PremiumPage({ paymentPageUrl, search, clearSearch }: PremiumPageProps) {
  const { user } = useSession();
  const plans = usePlans();
  const subscription = useSubscription();
  const products = (plans.data ?? []).map((plan) => ({
    productType: 'premium' as const,
    productId: plan.id,
  }));
  const coupon = useCoupon(products, 'premium');
  usePaymentReturn(search, clearSearch, coupon.clear);
  const checkout = useCheckout(paymentPageUrl, 'premium');
  const active = subscription.data?.subscription?.active ?? user?.isPremium ?? false;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 py-6">
      <div className="flex flex-col gap-2">
        <h1 className="font-display text-4xl font-semibold">Premium</h1>
        <p className="text-lg text-muted">More of your Angels, and a face of your own.</p>
      </div>
      <PremiumBenefits plans={plans.data} />
      <PremiumStatus subscription={subscription.data?.subscription} online={checkout.online} />
      <section aria-labelledby="premium-plans" className="flex flex-col gap-4">
        <h2 id="premium-plans" className="font-display text-2xl font-semibold">
          {active ? 'Extend Premium' : 'Choose a plan'}
        </h2>
        <OfflineBuyNote online={checkout.online} />
        <SpendingWarning />
        <CouponField coupon={coupon} />
        <PremiumPlans
          plans={plans.data}
          failed={plans.isError}
          coupon={coupon}
          checkout={checkout}
          active={active}
        />
      </section>
    </div>
  );
}
