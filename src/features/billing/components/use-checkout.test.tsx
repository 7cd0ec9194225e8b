import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentLinkInput } from '../model';
import { LEAVING_TIMEOUT_MS, useCheckout } from './use-checkout';

const startCheckout = vi.hoisted(() => vi.fn((_input: PaymentLinkInput) => Promise.resolve()));
vi.mock('../api/start-checkout', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return {
    useStartCheckout: () =>
      useMutation({ mutationFn: (input: PaymentLinkInput) => startCheckout(input) }),
  };
});

function setup() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useCheckout('/payment', 'tokens'), { wrapper });
}

describe('useCheckout', () => {
  beforeEach(() => startCheckout.mockClear());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('goes with the code the coupon answers, and stays when it answers false', async () => {
    const { result } = setup();
    act(() => result.current.buy('tokens-100', () => Promise.resolve(false)));
    expect(result.current.leavingFor).toBe('tokens-100');
    await waitFor(() => expect(result.current.leavingFor).toBeUndefined());
    expect(startCheckout).not.toHaveBeenCalled();

    act(() => result.current.buy('tokens-100', () => Promise.resolve('WELCOME20')));
    await waitFor(() =>
      expect(startCheckout).toHaveBeenCalledWith({
        productType: 'tokens',
        productId: 'tokens-100',
        couponCode: 'WELCOME20',
      }),
    );
  });

  it('is not stuck on "Opening payment…" when the page comes back or the navigation stopped', async () => {
    const { result } = setup();
    act(() => result.current.buy('tokens-100', () => Promise.resolve(undefined)));
    await waitFor(() => expect(startCheckout).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(result.current.leavingFor).toBe('tokens-100'));
    act(() => void window.dispatchEvent(new Event('pageshow')));
    await waitFor(() => expect(result.current.leavingFor).toBeUndefined());

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => result.current.buy('tokens-500', () => Promise.resolve(undefined)));
    await vi.waitFor(() => expect(startCheckout).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(result.current.leavingFor).toBe('tokens-500'));
    act(() => void vi.advanceTimersByTime(LEAVING_TIMEOUT_MS - 100));
    expect(result.current.leavingFor).toBe('tokens-500');
    act(() => void vi.advanceTimersByTime(200));
    expect(result.current.leavingFor).toBeUndefined();
  });
});
