import { REPLY_TOKEN_COST } from '@contract/constants.ts';
import { useSession } from '@/lib/auth/session-store';
import { formatCount } from '../model';

/** The balance the menu's badge shows too (one source: the session's user record). */
export function TokenBalance({ fallback }: { fallback: number | undefined }) {
  const { user } = useSession();
  // Before the record is known (offline start), the history's balance is the best we have.
  const known = user && user.avatar !== undefined ? user.tokens : fallback;
  return (
    <div className="flex flex-col gap-1 rounded-3xl border border-line bg-surface p-6">
      <h2 className="text-sm font-medium text-muted">Your balance</h2>
      <p className="font-display text-5xl font-semibold tabular-nums" aria-live="polite">
        {known === undefined ? '…' : formatCount(known)}{' '}
        <span className="text-lg font-medium text-muted">tokens</span>
      </p>
      <p className="text-sm text-muted">
        Each Angel reply costs {REPLY_TOKEN_COST} {REPLY_TOKEN_COST === 1 ? 'token' : 'tokens'}; a
        reply that fails is refunded.
      </p>
    </div>
  );
}
