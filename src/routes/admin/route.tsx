import { Outlet, createFileRoute } from '@tanstack/react-router';

/** The admin app's layout (spec §2: the agents' named route); its own chrome comes later. */
export const Route = createFileRoute('/admin')({
  component: Outlet,
});
