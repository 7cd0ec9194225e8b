import { useState } from 'react';
import type { CouponQuote } from '@contract/billing.ts';
import { COUPON_CODE_MAX } from '@contract/constants.ts';
import { useCouponQuotes, type Product } from '../api/get-coupon-quote';

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
  /** The code to put on the payment link for this product (only when it applies to it). */
  codeFor: (productId: string) => string | undefined;
};

/** A coupon checked by the server against each product on the page. */
export function useCoupon(products: Product[]): CouponState {
  const [draft, setDraftValue] = useState('');
  const [applied, setApplied] = useState<string>();
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

  return {
    draft,
    setDraft: (value) => {
      setDraftValue(value);
      setInputError(undefined);
      // A changed code is not checked yet: prices go back to the list prices until Apply.
      if (applied !== undefined && value.trim() !== applied) setApplied(undefined);
    },
    apply: () => {
      const code = draft.trim();
      if (!code) return setInputError('Enter a coupon code.');
      if (code.length > COUPON_CODE_MAX) {
        return setInputError(`A coupon code has at most ${COUPON_CODE_MAX} characters.`);
      }
      setApplied(code);
    },
    applied,
    pending,
    message,
    forProduct: (productId) => byId.get(productId) ?? {},
    codeFor: (productId) => (byId.get(productId)?.quote ? applied : undefined),
  };
}
