import { useLocation } from '@tanstack/react-router';
import { discoverSearchNote } from '../model';

/**
 * Says what the page corrected in the filters of the URL it was opened with (ages the wrong way
 * round, out of range), rather than showing other Angels than asked for without a word. The URL
 * keeps what it said until the next change to the filters writes the corrected ones.
 */
export function DiscoverSearchNote() {
  // The location's search is the URL as read, before the route's validation corrected it.
  const raw = useLocation({ select: (location) => location.search as Record<string, unknown> });
  const note = discoverSearchNote(raw);
  if (!note) return null;
  return (
    <p
      role="status"
      className="rounded-2xl border border-gold/40 bg-gold/10 px-4 py-3 text-sm text-fg"
    >
      {note}
    </p>
  );
}
