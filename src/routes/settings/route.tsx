import { Outlet, createFileRoute } from '@tanstack/react-router';
import { authGuard } from '@/lib/auth/guards';

export const Route = createFileRoute('/settings')({
  staticData: { requiresAuth: true },
  beforeLoad: ({ preload }) => authGuard(preload),
  component: Outlet,
});
