import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { OfflineBanner } from '@/components/layout/offline-banner';
import { Button } from '@/components/ui/button';
import { logoutByChoice, useSession } from '@/lib/auth/session-store';
import { useLiveCases } from '../hooks/use-live-cases';

const navClass =
  'flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-muted transition-colors hover:bg-raised hover:text-fg aria-[current=page]:bg-raised aria-[current=page]:text-fg aria-[current=page]:shadow-[inset_0_-2px_0_var(--color-accent)]';

/**
 * The agents' console chrome, in place of the user app's sidebar and bars: the console's own
 * navigation, who is signed in, and Log out. Desktop first; on a phone the bar wraps.
 */
export function ConsoleLayout({ brandName, children }: { brandName: string; children: ReactNode }) {
  const { user, groups } = useSession();
  useLiveCases();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#console-main"
        className="sr-only z-50 rounded-full bg-accent px-4 py-3 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-line/70 bg-canvas/90 pt-[env(safe-area-inset-top)] backdrop-blur">
        <div className="mx-auto flex max-w-[100rem] flex-wrap items-center gap-x-6 gap-y-1 px-3 py-2 md:px-6">
          <Link
            to="/admin/chats"
            className="flex min-h-11 items-center gap-2 font-display text-lg font-semibold text-fg"
          >
            <img src="/favicon.svg" alt="" width="28" height="28" className="size-7" />
            {brandName}
            <span className="rounded-full bg-accent/15 px-2 py-0.5 font-sans text-xs font-semibold tracking-wide text-accent uppercase">
              Console
            </span>
          </Link>
          <nav aria-label="Console" className="order-last w-full md:order-none md:w-auto">
            <ul className="flex gap-1 overflow-x-auto">
              <li>
                <Link
                  to="/admin/chats"
                  activeOptions={{ exact: true, includeSearch: false }}
                  className={navClass}
                >
                  Queue
                </Link>
              </li>
              <li>
                <Link to="/admin/chats/manage/{-$chatHash}" className={navClass}>
                  My cases
                </Link>
              </li>
              <li>
                <Link to="/admin/violations/{-$userId}" className={navClass}>
                  Violations
                </Link>
              </li>
              {groups.includes('CURATOR') && (
                <li>
                  <Link to="/admin/catalogue" className={navClass}>
                    Catalogue
                  </Link>
                </li>
              )}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-3">
            {user && (
              <p className="max-w-[40vw] truncate text-sm text-muted" title={user.email}>
                <span className="sr-only">Signed in as </span>
                {user.email}
              </p>
            )}
            <Button
              variant="secondary"
              className="min-h-11 px-4"
              onClick={() => void logoutByChoice()}
            >
              Log out
            </Button>
          </div>
        </div>
      </header>
      <main
        id="console-main"
        tabIndex={-1}
        className="mx-auto w-full max-w-[100rem] flex-1 px-3 py-4 outline-none md:px-6 md:py-6"
      >
        <OfflineBanner />
        {children}
      </main>
    </div>
  );
}
