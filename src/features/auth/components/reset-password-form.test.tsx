import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiClient } from '@/lib/api-client';
import { showAuthDialog } from '@/lib/auth/dialog-controller';
import { ResetPasswordForm } from './reset-password-form';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  apiClient: { post: vi.fn() },
}));
vi.mock('@/lib/auth/dialog-controller', () => ({ showAuthDialog: vi.fn() }));

const REASON = 'This password reset link is invalid or has expired.';

function renderForm() {
  const rootRoute = createRootRoute({ component: ResetPasswordForm });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory() });
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('ResetPasswordForm', () => {
  afterEach(cleanup);

  it('says why a used or expired link failed and offers a new one', async () => {
    vi.mocked(apiClient.post).mockRejectedValue(
      new ApiRequestError(REASON, 400, 'INVALID_TOKEN', {
        issues: [{ path: 'token', message: REASON }],
      }),
    );
    renderForm();
    await userEvent.type(await screen.findByLabelText('New password'), 'a brand new secret');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a brand new secret');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(REASON);
    expect(screen.queryByText('Please correct the highlighted fields.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(showAuthDialog).toHaveBeenCalledWith('forgot-password');
  });
});
