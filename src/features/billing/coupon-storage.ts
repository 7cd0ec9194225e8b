/**
 * The applied coupon code, kept in session storage so that coming back from the payment page
 * (Cancel, the browser's Back) finds it still applied; cleared after a successful purchase. The
 * key is listed with the others in docs/product-rules.md. It is kept for the page it was typed
 * on (tokens or premium): a code for token packages never opens Premium as "already used".
 */
export const COUPON_STORAGE_KEY = 'coupon-code';
/** Which products the kept code was applied to: a product type. */
export const COUPON_FOR_KEY = 'coupon-code-for';

/** Session storage may throw on access (privacy modes, disabled storage): then keep nothing. */
function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Back from a paid checkout the coupon was spent: it is not offered again (nor quoted). */
function returningFromPurchase(): boolean {
  return new URLSearchParams(window.location.search).get('payment') === 'success';
}

export function readStoredCoupon(scope: string): string | undefined {
  try {
    if (returningFromPurchase()) return undefined;
    if (storage()?.getItem(COUPON_FOR_KEY) !== scope) return undefined;
    return storage()?.getItem(COUPON_STORAGE_KEY) || undefined;
  } catch {
    return undefined;
  }
}

export function storeCoupon(scope: string, code: string | undefined): void {
  try {
    if (code) {
      storage()?.setItem(COUPON_STORAGE_KEY, code);
      storage()?.setItem(COUPON_FOR_KEY, scope);
    } else if (storage()?.getItem(COUPON_FOR_KEY) === scope) {
      storage()?.removeItem(COUPON_STORAGE_KEY);
      storage()?.removeItem(COUPON_FOR_KEY);
    }
  } catch {
    // Full or refused storage: the coupon only lives as long as the page.
  }
}
