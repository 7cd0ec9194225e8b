/**
 * The applied coupon code, kept in session storage so that coming back from the payment page
 * (Cancel, the browser's Back) finds it still applied; cleared after a successful purchase. The
 * key is listed with the others in docs/product-rules.md.
 */
export const COUPON_STORAGE_KEY = 'coupon-code';

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

export function readStoredCoupon(): string | undefined {
  try {
    if (returningFromPurchase()) return undefined;
    return storage()?.getItem(COUPON_STORAGE_KEY) || undefined;
  } catch {
    return undefined;
  }
}

export function storeCoupon(code: string | undefined): void {
  try {
    if (code) storage()?.setItem(COUPON_STORAGE_KEY, code);
    else storage()?.removeItem(COUPON_STORAGE_KEY);
  } catch {
    // Full or refused storage: the coupon only lives as long as the page.
  }
}
