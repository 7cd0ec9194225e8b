import type { CaseSummary } from '@contract/moderation.ts';
import { Spinner } from '@/components/ui/spinner';
import { useCase } from '@/features/admin/api/get-case';
import { lockedReason } from '@/features/admin/model';
import { useSession } from '@/lib/auth/session-store';
import { CaseActions } from '../manage/case-actions';
import { CaseFlags } from '../manage/case-flags';

/** The server names a deleted account's case this way: no id, no email, no chat. */
export const isDeletedAccount = (item: CaseSummary) => item.user.id === '';

/**
 * A case whose account was deleted has no chat and no user page to open: it is worked here,
 * in the queue, from the flagged text it kept. Nobody is left to warn or suspend (no user is
 * passed to the actions, which turns those off); it can still be dismissed or resolved.
 */
export function DeletedAccountCase({ item }: { item: CaseSummary }) {
  const me = useSession().user?.id ?? '';
  const detail = useCase(item.id);
  const current = detail.data ?? item;
  return (
    <div className="col-span-full flex flex-col gap-3 rounded-2xl border border-gold/40 bg-raised p-4">
      <p className="text-sm">
        This account was deleted. Its chats are gone; the flagged text below is what was kept as
        evidence. Warnings and suspensions no longer apply: dismiss or resolve the case.
      </p>
      {item.status !== 'resolved' && (
        <CaseActions
          openCase={detail.data ?? null}
          user={undefined}
          lockedReason={lockedReason(current, me)}
        />
      )}
      {detail.isPending ? (
        <Spinner label="Loading the case" />
      ) : detail.data ? (
        <CaseFlags flags={detail.data.flags} />
      ) : null}
    </div>
  );
}
