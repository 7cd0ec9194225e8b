import type { CaseDetail, ModeratedUser } from '@contract/moderation.ts';
import { CASE_STATUS_LABELS, exactTime } from '@/features/admin/model';
import { ClaimControl } from '../claim-control';
import { SeverityBadge } from '../severity-badge';
import { WaitingTime } from '../waiting-time';
import { CaseActions } from './case-actions';
import { CaseFlags } from './case-flags';

type CasePanelProps = {
  openCase: CaseDetail | null;
  user: ModeratedUser | undefined;
  me: string;
  lockedReason: string | null;
};

/** The case on this chat: who holds it, why it exists, and what the agent can do. */
export function CasePanel({ openCase, user, me, lockedReason }: CasePanelProps) {
  if (!openCase) {
    return (
      <div className="flex flex-col gap-3">
        <p data-case-status className="text-sm text-muted">
          No open case on this chat. You can still hide messages, reply as the Angel or sanction the
          user.
        </p>
        <CaseActions openCase={null} user={user} lockedReason={null} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <SeverityBadge severity={openCase.severity} />
        <span className="font-semibold">{CASE_STATUS_LABELS[openCase.status]}</span>
        <span className="text-muted">
          Waiting <WaitingTime since={openCase.waitingSince} />
        </span>
      </div>
      {openCase.assignee && openCase.claimedAt && (
        <p className="text-sm text-muted">
          Claimed by {openCase.assignee.id === me ? 'you' : openCase.assignee.email} at{' '}
          {exactTime(openCase.claimedAt)}
        </p>
      )}
      <ClaimControl item={openCase} me={me} label="this case" />
      <CaseActions openCase={openCase} user={user} lockedReason={lockedReason} />
      <h3 className="text-sm font-semibold">
        Flags <span className="font-normal text-muted">({openCase.flags.length})</span>
      </h3>
      <CaseFlags flags={openCase.flags} />
    </div>
  );
}
