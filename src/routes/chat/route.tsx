import { Outlet, createFileRoute } from '@tanstack/react-router';
import { authGuard } from '@/lib/auth/guards';

export const Route = createFileRoute('/chat')({
  staticData: { requiresAuth: true },
  beforeLoad: ({ preload }) => authGuard(preload),
  component: Outlet,
});
