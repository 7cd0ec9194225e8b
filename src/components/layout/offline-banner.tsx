import { useOnline } from '@/lib/use-online';

/** Offline is shown, not guessed: what works (saved pages) and what waits (anything new). */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p className="mb-4 rounded-2xl border border-gold/40 bg-surface px-4 py-3 text-sm">
          <strong className="font-semibold">You're offline.</strong> You can browse what you've
          already seen; anything new will load when you're back online.
        </p>
      )}
    </div>
  );
}
