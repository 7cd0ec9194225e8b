import type { DiscoverSearch } from '../model';
import { correctionNote } from '../search-corrections';

/**
 * Says what the page corrected in the filters of the URL it was opened with (ages the wrong way
 * round, out of range), rather than showing other Angels than asked for without a word. It
 * stays until the filters change (search-corrections.ts).
 */
export function DiscoverSearchNote({ search }: { search: DiscoverSearch }) {
  const note = correctionNote(search);
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
