import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CouponQuote } from '@contract/billing.ts';
import { COUPON_CODE_MAX } from '@contract/constants.ts';
import { couponQuoteQueryOptions, useCouponQuotes, type Product } from '../api/get-coupon-quote';
import { readStoredCoupon, storeCoupon } from '../coupon-storage';

export type ProductQuote = { quote?: CouponQuote; refusal?: string };

export type CouponState = {
  draft: string;
  setDraft: (value: string) => void;
  apply: () => void;
  /** The code the server is checking or has checked; undefined when none is applied. */
  applied: string | undefined;
  pending: boolean;
  /** Inline: what the coupon does, or why it does not apply (the server's words). */
  message: { tone: 'ok' | 'error'; text: string } | undefined;
  forProduct: (productId: string) => ProductQuote;
  /**
   * Before Buy: the code for this product's payment link. A typed code that is not applied yet
   * (or still being checked) is checked first; `false` means do not go on (the reason shows).
   */
  resolveFor: (productId: string) => Promise<string | undefined | false>;
  /** After a purchase: the code was used. */
  clear: () => void;
};

export const PRICES_NOT_LOADED = 'Prices are not loaded yet.';

function codeProblem(code: string, products: Product[]): string | undefined {
  if (!code) return 'Enter a coupon code.';
  if (code.length > COUPON_CODE_MAX)
    return `A coupon code has at most ${COUPON_CODE_MAX} characters.`;
  // Offline without the cached catalogue there is nothing to check the code against.
  if (products.length === 0) return PRICES_NOT_LOADED;
  return undefined;
}

/** A coupon checked by the server against each product on the page. */
export function useCoupon(products: Product[], scope: Product['productType']): CouponState {
  const queryClient = useQueryClient();
  // Back from the payment page, the code applied before on this page is applied again.
  const [draft, setDraftValue] = useState(() => readStoredCoupon(scope) ?? '');
  const [applied, setApplied] = useState(() => readStoredCoupon(scope));
  const [inputError, setInputError] = useState<string>();
  const results = useCouponQuotes(applied, products);

  const byId = new Map<string, ProductQuote>();
  products.forEach((product, index) => {
    const result = results[index];
    if (!applied || !result) return;
    byId.set(product.productId, {
      quote: result.data,
      refusal: result.error?.message,
    });
  });
  const quotes = [...byId.values()];
  const pending = Boolean(applied) && results.some((result) => result.isFetching);
  const accepted = quotes.find((entry) => entry.quote)?.quote;
  const refusal = quotes.find((entry) => entry.refusal)?.refusal;

  let message: CouponState['message'];
  if (inputError) message = { tone: 'error', text: inputError };
  else if (accepted) message = { tone: 'ok', text: `${accepted.code}: ${accepted.description}` };
  else if (refusal && !pending) message = { tone: 'error', text: refusal };

  const applyCode = (code: string) => {
    setApplied(code);
    storeCoupon(scope, code);
  };

  return {
    draft,
    setDraft: (value) => {
      setDraftValue(value);
      setInputError(undefined);
      // A changed code is not checked yet: prices go back to the list prices until Apply.
      if (applied !== undefined && value.trim() !== applied) {
        setApplied(undefined);
        storeCoupon(scope, undefined);
      }
    },
    apply: () => {
      const code = draft.trim();
      // Apply stays enabled while checking (the focus stays on it): a second press waits too.
      if (pending && code === applied) return;
      const problem = codeProblem(code, products);
      if (problem) return setInputError(problem);
      applyCode(code);
    },
    applied,
    pending,
    message,
    forProduct: (productId) => byId.get(productId) ?? {},
    resolveFor: async (productId) => {
      const code = draft.trim();
      if (!code) return undefined;
      const problem = codeProblem(code, products);
      if (problem) {
        setInputError(problem);
        return false;
      }
      const product = products.find((entry) => entry.productId === productId);
      if (!product) return undefined;
      const options = couponQuoteQueryOptions(code, product);
      const state = queryClient.getQueryState(options.queryKey);
      // Applied and already refused for this product (its card says why): the list price.
      if (code === applied && state?.status === 'error' && state.fetchStatus === 'idle') {
        return undefined;
      }
      if (code !== applied) applyCode(code);
      try {
        await queryClient.fetchQuery(options);
        return code;
      } catch {
        return false; // the refusal shows under the field
      }
    },
    clear: () => {
      setDraftValue('');
      setApplied(undefined);
      setInputError(undefined);
      storeCoupon(scope, undefined);
    },
  };
}
