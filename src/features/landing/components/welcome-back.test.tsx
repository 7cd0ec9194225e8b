import { cleanup, render, screen } from '@testing-library/react';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import WelcomeBack from './welcome-back';

afterEach(cleanup);

function renderWelcome(returning: boolean | undefined) {
  const rootRoute = createRootRoute({
    component: () => <WelcomeBack name="Robin" returning={returning} recentChats={null} />,
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory() });
  render(<RouterProvider router={router} />);
}

describe('WelcomeBack', () => {
  it('welcomes a brand-new user (no conversation yet), not back', async () => {
    renderWelcome(false);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'Welcome, Robin',
    );
    expect(screen.getByText(/start your first conversation/)).toBeTruthy();
  });

  it('welcomes back someone who has been here before', async () => {
    renderWelcome(true);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'Welcome back, Robin',
    );
    expect(screen.getByText('Pick up where you left off.')).toBeTruthy();
  });

  it('says neither while that is not known yet', async () => {
    renderWelcome(undefined);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'Welcome, Robin',
    );
  });
});
