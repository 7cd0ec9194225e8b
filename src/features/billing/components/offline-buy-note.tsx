/** Offline, buying waits: the payment page and the sign-in hand-off need the server. */
export function OfflineBuyNote({ online }: { online: boolean }) {
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p className="rounded-2xl border border-gold/40 bg-surface px-4 py-3 text-sm">
          Buying needs a connection. Connect to the internet to buy.
        </p>
      )}
    </div>
  );
}
