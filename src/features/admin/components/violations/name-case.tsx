import type { CaseSummary, ModeratedUser } from '@contract/moderation.ts';
import { Spinner } from '@/components/ui/spinner';
import { useCase } from '@/features/admin/api/get-case';
import { lockedReason } from '@/features/admin/model';
import { useSession } from '@/lib/auth/session-store';
import { CaseActions } from '../manage/case-actions';
import { CaseFlags } from '../manage/case-flags';
import { ClaimControl } from '../claim-control';

/**
 * A case about the user's avatar name has no chat to open: it is worked here, on the user's
 * page, with the same claim and actions as a chat's case.
 */
export function NameCase({ item, user }: { item: CaseSummary; user: ModeratedUser }) {
  const me = useSession().user?.id ?? '';
  const detail = useCase(item.id);
  const current = detail.data ?? item;
  return (
    <div
      data-case={item.id}
      className="flex flex-col gap-3 rounded-2xl border border-gold/40 bg-surface p-4"
    >
      <h3 className="font-semibold">
        Open case: the avatar name “{user.avatarName ?? item.preview}”
      </h3>
      <ClaimControl item={current} me={me} label="the avatar name case" />
      <CaseActions
        openCase={detail.data ?? null}
        user={user}
        lockedReason={lockedReason(current, me)}
      />
      {detail.isPending ? (
        <Spinner label="Loading the case" />
      ) : detail.data ? (
        <CaseFlags flags={detail.data.flags} />
      ) : null}
    </div>
  );
}
