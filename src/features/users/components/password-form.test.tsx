import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAME_PASSWORD } from '@contract/password-rules.ts';
import { authClient } from '@/lib/auth/auth-client';
import { PasswordForm } from './password-form';

vi.mock('@/lib/auth/auth-client', () => ({ authClient: { post: vi.fn() } }));

describe('PasswordForm', () => {
  afterEach(cleanup);

  it('refuses a new password equal to the current one, and asks to confirm it', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PasswordForm userId="u1" />
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByLabelText('Current password'), 'same old secret');
    await userEvent.type(screen.getByLabelText('New password'), 'same old secret');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'something else');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText(SAME_PASSWORD)).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(authClient.post).not.toHaveBeenCalled();
  });
});
