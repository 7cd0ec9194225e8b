import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toast } from './toast-store';
import { Toaster } from './toaster';

describe('Toaster', () => {
  beforeEach(() => toast.clear());
  afterEach(cleanup);

  it('renders a notifications region with summary and detail', async () => {
    render(<Toaster />);
    act(() => void toast.add({ summary: 'Saved', detail: 'All good', severity: 'success' }));
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Saved');
    expect(status.textContent).toContain('All good');
  });

  it('uses role alert for errors and warnings', async () => {
    render(<Toaster />);
    act(() => void toast.add({ summary: 'Broken', severity: 'error' }));
    act(() => void toast.add({ summary: 'Careful', severity: 'warn' }));
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
  });

  it('closes on the close button and hides it when not closable', async () => {
    render(<Toaster />);
    act(() => void toast.add({ summary: 'Pinned', closable: false }));
    await screen.findByText('Pinned');
    expect(screen.queryByRole('button', { name: 'Close notification' })).toBeNull();
    act(() => void toast.add({ summary: 'Closable' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Closable')).toBeNull();
    expect(screen.getByText('Pinned')).toBeTruthy();
  });

  it('runs an action from a real button, then closes', async () => {
    render(<Toaster />);
    let runs = 0;
    act(
      () =>
        void toast.add({ summary: 'Update', action: { label: 'Reload', onAction: () => runs++ } }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(runs).toBe(1);
    expect(screen.queryByText('Update')).toBeNull();
  });

  it('shows only its own group', async () => {
    render(<Toaster group="chat" />);
    act(() => void toast.add({ summary: 'Default' }));
    act(() => void toast.add({ summary: 'For chat', group: 'chat' }));
    expect(await screen.findByText('For chat')).toBeTruthy();
    expect(screen.queryByText('Default')).toBeNull();
  });
});
