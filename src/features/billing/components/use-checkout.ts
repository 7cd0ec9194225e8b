import { useEffect, useRef, useState } from 'react';
import type { ProductType } from '@contract/constants.ts';
import { useOnline } from '@/lib/use-online';
import { useStartCheckout } from '../api/start-checkout';

/**
 * After the hand-off the page is navigating away; if it is still here this long after (the user
 * stopped the navigation, the payment page never answered), Buy works again.
 */
export const LEAVING_TIMEOUT_MS = 10_000;

export type Checkout = {
  online: boolean;
  /** The product whose Buy was pressed, while its coupon is checked and the app hands over. */
  leavingFor: string | undefined;
  error: string | undefined;
  /** `couponCode` answers the code for the link, or `false` to stay (the reason is shown). */
  buy: (productId: string, couponCode: () => Promise<string | undefined | false>) => void;
};

export function useCheckout(paymentPageUrl: string, productType: ProductType): Checkout {
  const online = useOnline();
  const mutation = useStartCheckout(paymentPageUrl);
  const [checkingFor, setCheckingFor] = useState<string>();
  // A double click lands before the state above is rendered.
  const checking = useRef(false);
  const { isSuccess, reset } = mutation;

  useEffect(() => {
    if (!isSuccess) return;
    const timer = setTimeout(reset, LEAVING_TIMEOUT_MS);
    // Back from the payment page through the browser's page cache: this page is live again.
    window.addEventListener('pageshow', reset);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pageshow', reset);
    };
  }, [isSuccess, reset]);

  // Still "leaving" after success: the page is navigating away and Buy must not fire twice.
  const busy = mutation.isPending || isSuccess;
  return {
    online,
    leavingFor: checkingFor ?? (busy ? mutation.variables?.productId : undefined),
    error: mutation.error?.message,
    buy: (productId, couponCode) => {
      if (!online || busy || checking.current) return;
      checking.current = true;
      setCheckingFor(productId);
      void couponCode()
        .catch(() => false as const)
        .then((code) => {
          checking.current = false;
          setCheckingFor(undefined);
          if (code !== false) mutation.mutate({ productType, productId, couponCode: code });
        });
    },
  };
}
