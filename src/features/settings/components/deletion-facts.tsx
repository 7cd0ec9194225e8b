import type { Subscription } from '@contract/billing.ts';
import { useSession } from '@/lib/auth/session-store';
import { useSubscriptionForDeletion } from '../api/get-deletion-facts';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

/** What a subscription that would renew means for a deletion: it ends with the account. */
export function subscriptionFact(subscription: Subscription | null | undefined): string | null {
  if (!subscription?.active) return null;
  const end = day(subscription.currentPeriodEnd);
  return subscription.renewable && !subscription.cancelAtPeriodEnd
    ? `Your Premium subscription would renew on ${end}. Deleting the account ends it now: it will not renew, and the rest of this period is not refunded.`
    : `Your Premium runs until ${end}. Deleting the account ends it now, without a refund.`;
}

/**
 * What is lost besides the profile and chats, said before the password is asked: the tokens
 * not yet used and a subscription that would otherwise renew.
 */
export function DeletionFacts() {
  const tokens = useSession().user?.tokens ?? 0;
  const subscription = useSubscriptionForDeletion().data?.subscription;
  const premium = subscriptionFact(subscription);
  if (tokens <= 0 && !premium) return null;
  return (
    <ul className="flex list-disc flex-col gap-1 rounded-xl border border-danger/60 bg-danger/10 p-3 pl-8 text-sm text-fg">
      {tokens > 0 && (
        <li>
          You still have {tokens} unused {tokens === 1 ? 'token' : 'tokens'}. They are lost with the
          account and not refunded.
        </li>
      )}
      {premium && <li>{premium}</li>}
    </ul>
  );
}
