import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CouponQuote } from '@contract/billing.ts';
import type { Product } from '../api/get-coupon-quote';
import { COUPON_STORAGE_KEY } from '../coupon-storage';
import { PRICES_NOT_LOADED, useCoupon } from './use-coupon';

const get = vi.fn<(path: string) => Promise<CouponQuote>>();
vi.mock('@/lib/auth/auth-client', () => ({ authClient: { get: (path: string) => get(path) } }));

const quote: CouponQuote = {
  code: 'WELCOME20',
  description: '20% off',
  listPriceMinor: 499,
  discountMinor: 100,
  priceMinor: 399,
  currency: 'USD',
};
const products: Product[] = [{ productType: 'tokens', productId: 'tokens-100' }];

function setup(list = products, scope: Product['productType'] = 'tokens') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useCoupon(list, scope), { wrapper });
}

describe('useCoupon', () => {
  beforeEach(() => {
    get.mockReset();
    sessionStorage.clear();
  });
  afterEach(cleanup);

  it('Buy with a typed code that was not applied checks it first and uses it', async () => {
    get.mockResolvedValue(quote);
    const { result } = setup();
    act(() => result.current.setDraft('WELCOME20'));
    let code: string | undefined | false;
    await act(async () => {
      code = await result.current.resolveFor('tokens-100');
    });
    expect(code).toBe('WELCOME20');
    await waitFor(() => expect(result.current.message?.text).toBe('WELCOME20: 20% off'));
  });

  it('Buy with a typed code the server refuses stays, with the reason inline', async () => {
    get.mockRejectedValue(new Error('This coupon has expired.'));
    const { result } = setup();
    act(() => result.current.setDraft('OLD'));
    let code: string | undefined | false;
    await act(async () => {
      code = await result.current.resolveFor('tokens-100');
    });
    expect(code).toBe(false);
    await waitFor(() =>
      expect(result.current.message).toEqual({ tone: 'error', text: 'This coupon has expired.' }),
    );
  });

  it('Buy while the applied code is still being checked waits for the answer', async () => {
    let answer: (value: CouponQuote) => void = () => undefined;
    get.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result } = setup();
    act(() => result.current.setDraft('WELCOME20'));
    act(() => result.current.apply());
    await waitFor(() => expect(result.current.pending).toBe(true));
    let code: string | undefined | false = 'unset';
    const resolving = result.current.resolveFor('tokens-100').then((value) => (code = value));
    await Promise.resolve();
    expect(code).toBe('unset');
    answer(quote);
    await act(() => resolving);
    expect(code).toBe('WELCOME20');
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('no code, no coupon on the link', async () => {
    const { result } = setup();
    await expect(result.current.resolveFor('tokens-100')).resolves.toBeUndefined();
    expect(get).not.toHaveBeenCalled();
  });

  it('Apply with no prices loaded says so', () => {
    const { result } = setup([]);
    act(() => result.current.setDraft('WELCOME20'));
    act(() => result.current.apply());
    expect(result.current.message).toEqual({ tone: 'error', text: PRICES_NOT_LOADED });
    expect(get).not.toHaveBeenCalled();
  });

  it('keeps the applied code for the tab (back from the payment page) until cleared', async () => {
    get.mockResolvedValue(quote);
    const first = setup();
    act(() => first.result.current.setDraft('WELCOME20'));
    act(() => first.result.current.apply());
    expect(sessionStorage.getItem(COUPON_STORAGE_KEY)).toBe('WELCOME20');
    first.unmount();

    const back = setup();
    expect(back.result.current.draft).toBe('WELCOME20');
    expect(back.result.current.applied).toBe('WELCOME20');
    act(() => back.result.current.clear());
    expect(back.result.current.draft).toBe('');
    expect(sessionStorage.getItem(COUPON_STORAGE_KEY)).toBeNull();
  });

  it('does not bring a spent coupon back on the return from a paid checkout', () => {
    sessionStorage.setItem(COUPON_STORAGE_KEY, 'WELCOME20');
    window.history.replaceState(null, '', '/tokens?payment=success&order=x');
    try {
      const { result } = setup();
      expect(result.current.draft).toBe('');
      expect(result.current.applied).toBeUndefined();
      expect(get).not.toHaveBeenCalled();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('keeps a code for the page it was applied on: Premium does not open with the Tokens code', () => {
    get.mockResolvedValue(quote);
    const tokens = setup();
    act(() => tokens.result.current.setDraft('WELCOME20'));
    act(() => tokens.result.current.apply());
    tokens.unmount();

    const premium = setup([{ productType: 'premium', productId: 'monthly' }], 'premium');
    expect(premium.result.current.draft).toBe('');
    expect(premium.result.current.applied).toBeUndefined();
    // Clearing there leaves the Tokens page's code alone.
    act(() => premium.result.current.clear());
    premium.unmount();
    expect(setup().result.current.applied).toBe('WELCOME20');
  });
});
