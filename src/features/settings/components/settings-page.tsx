import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A settings page of its own: the way back to the list, the title, and its content. */
export function SettingsPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 py-6">
      <Link to="/settings" className="self-start text-sm text-muted hover:text-fg">
        ‹ Settings
      </Link>
      <h1 className="font-display text-4xl font-semibold">{title}</h1>
      <div className="flex flex-col gap-4 rounded-3xl border border-line bg-surface p-6">
        {children}
      </div>
    </section>
  );
}
