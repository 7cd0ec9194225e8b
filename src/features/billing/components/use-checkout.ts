import type { ProductType } from '@contract/constants.ts';
import { useOnline } from '@/lib/use-online';
import { useStartCheckout } from '../api/start-checkout';

export type Checkout = {
  online: boolean;
  /** The product whose Buy was pressed, while the app hands over to the payment page. */
  leavingFor: string | undefined;
  error: string | undefined;
  buy: (productId: string, couponCode: string | undefined) => void;
};

export function useCheckout(paymentPageUrl: string, productType: ProductType): Checkout {
  const online = useOnline();
  const mutation = useStartCheckout(paymentPageUrl);
  // Still "leaving" after success: the page is navigating away and Buy must not fire twice.
  const busy = mutation.isPending || mutation.isSuccess;
  return {
    online,
    leavingFor: busy ? mutation.variables?.productId : undefined,
    error: mutation.error?.message,
    buy: (productId, couponCode) => {
      if (!online || busy) return;
      mutation.mutate({ productType, productId, couponCode });
    },
  };
}
