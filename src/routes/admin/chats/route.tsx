import { Outlet, createFileRoute } from '@tanstack/react-router';
import { adminGuard } from '@/lib/auth/guards';

export const Route = createFileRoute('/admin/chats')({
  beforeLoad: ({ preload }) => adminGuard(preload),
  component: Outlet,
});
