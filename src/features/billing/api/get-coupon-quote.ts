import { queryOptions, useQueries } from '@tanstack/react-query';
import type { CouponQuote } from '@contract/billing.ts';
import type { ProductType } from '@contract/constants.ts';
import { authClient } from '@/lib/auth/auth-client';
import { billingKeys } from './query-keys';

export type Product = { productType: ProductType; productId: string };

export function getCouponQuote(code: string, product: Product, signal?: AbortSignal) {
  return authClient.get<CouponQuote>(`/coupons/${encodeURIComponent(code)}`, {
    query: { 'product-type': product.productType, 'product-id': product.productId },
    signal,
  });
}

export function couponQuoteQueryOptions(code: string, product: Product) {
  return queryOptions({
    queryKey: billingKeys.coupon(code, product.productType, product.productId),
    queryFn: ({ signal }) => getCouponQuote(code, product, signal),
    // A refusal (expired, used up…) is an answer, not a hiccup worth retrying.
    retry: false,
    staleTime: 60_000,
  });
}

/** One quote per product: a coupon may apply to some products and not to others. */
export function useCouponQuotes(code: string | undefined, products: Product[]) {
  return useQueries({
    queries: products.map((product) => ({
      ...couponQuoteQueryOptions(code ?? '', product),
      enabled: Boolean(code),
    })),
  });
}
