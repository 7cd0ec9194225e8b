import { Link } from '@tanstack/react-router';
import type { Spending } from '@contract/spending.ts';
import { useSession } from '@/lib/auth/session-store';
import { useSpending } from '../api/spending-limits';
import { formatCount, formatPrice } from '../model';

function nearLimits(spending: Spending): string[] {
  const near: string[] = [];
  if (spending.moneyNear && spending.monthlyMoneyMinor !== null) {
    const spent = formatPrice(spending.spentMoneyMinor, spending.currency);
    const limit = formatPrice(spending.monthlyMoneyMinor, spending.currency);
    near.push(`${spent} of your ${limit} a month on purchases`);
  }
  if (spending.tokensNear && spending.monthlyTokens !== null) {
    near.push(
      `${formatCount(spending.spentTokens)} of your ${formatCount(spending.monthlyTokens)} tokens a month`,
    );
  }
  return near;
}

/**
 * Shown where money is spent (Tokens, Premium) once this month reaches 80 % of a limit the user
 * set, so a refusal never comes as a surprise.
 */
export function SpendingWarning() {
  const { user } = useSession();
  return user ? <NearLimits userId={user.id} /> : null;
}

function NearLimits({ userId }: { userId: string }) {
  const spending = useSpending(userId);
  const near = spending.data ? nearLimits(spending.data) : [];
  if (near.length === 0) return null;
  return (
    <p
      role="status"
      className="rounded-2xl border border-amber-300/50 bg-amber-950/95 p-4 text-sm text-amber-50"
    >
      You have used {near.join(' and ')} this month.{' '}
      <Link to="/settings/spending" className="font-semibold underline">
        Spending limits
      </Link>
    </p>
  );
}
