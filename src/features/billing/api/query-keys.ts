import type { ProductType } from '@contract/constants.ts';
import { privateKey } from '@/lib/private-query';

/**
 * Every query key of the billing feature. What is on sale is public (kept across logins); the
 * balance history, orders, the subscription and coupon quotes (limits are per user) are private.
 */
export const billingKeys = {
  packages: () => ['billing', 'packages'] as const,
  plans: () => ['billing', 'plans'] as const,
  all: privateKey('billing'),
  history: () => privateKey('billing', 'history'),
  order: (id: string) => privateKey('billing', 'order', id),
  subscription: () => privateKey('billing', 'subscription'),
  spending: () => privateKey('billing', 'spending'),
  coupon: (code: string, productType: ProductType, productId: string) =>
    privateKey('billing', 'coupon', code, productType, productId),
};
