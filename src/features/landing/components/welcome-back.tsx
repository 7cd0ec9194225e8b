import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

const shortcut =
  'flex min-h-14 items-center justify-center rounded-2xl border border-line bg-raised px-2 text-center text-sm leading-tight font-semibold hover:border-accent/60';

/**
 * The landing page of a logged-in user: not the pitch again, but where they left off (their
 * latest conversations, which the route brings from the chats feature) and the ways on
 * (Discover, a new chat, their Angels). Loaded lazily: a first visit never downloads it.
 * "Welcome back" only to someone who has been here before (has a conversation): a brand-new
 * account is welcomed, not welcomed back. `returning` is undefined while that is not known.
 */
export default function WelcomeBack({
  name,
  returning,
  recentChats,
}: {
  name: string | undefined;
  returning: boolean | undefined;
  recentChats: ReactNode;
}) {
  const greeting = returning ? 'Welcome back' : 'Welcome';
  return (
    <section
      aria-labelledby="welcome-title"
      className="flex flex-col gap-6 rounded-[2rem] border border-line/70 bg-surface/70 px-5 py-8 sm:px-10"
    >
      <header>
        <h1 id="welcome-title" className="font-display text-4xl leading-tight font-semibold">
          {name ? `${greeting}, ${name}` : greeting}
        </h1>
        <p className="mt-2 text-lg text-muted">
          {returning === undefined
            ? '\u00a0' /* Its line kept until known, so nothing below moves. */
            : returning
              ? 'Pick up where you left off.'
              : 'Find an Angel on Discover and start your first conversation.'}
        </p>
      </header>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h2 className="font-display text-2xl font-semibold">Recent chats</h2>
          <Link
            to="/chat/{-$chatHash}"
            params={{ chatHash: undefined }}
            className="min-h-11 content-center rounded-full px-2 text-sm font-semibold text-accent underline-offset-4 hover:underline"
          >
            All conversations
          </Link>
        </div>
        {recentChats}
      </div>
      <nav aria-label="Shortcuts" className="grid grid-cols-3 gap-2 sm:gap-3">
        <Link to="/discover" className={`${shortcut} border-accent/70`}>
          Discover
        </Link>
        <Link to="/chats" search={{}} className={shortcut}>
          New chat
        </Link>
        <Link to="/avatars/ai" className={shortcut}>
          My Angels
        </Link>
      </nav>
    </section>
  );
}
