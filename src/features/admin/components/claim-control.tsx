import type { CaseSummary } from '@contract/moderation.ts';
import { Button } from '@/components/ui/button';
import { useClaimCase } from '../api/claim-case';
import { useReleaseCase } from '../api/release-case';
import { claimRefusalText, holderOf } from '../model';

type ClaimControlProps = {
  item: Pick<CaseSummary, 'id' | 'status' | 'assignee'>;
  me: string;
  /** After a successful claim (the queue opens the case). */
  onClaimed?: () => void;
  /** Names the case for screen readers when several controls share a page. */
  label?: string;
};

/**
 * Claim or Release, or who holds the case. A claim another agent won a moment earlier comes
 * back 409 CASE_CLAIMED: the refusal says who, in place, and the views read again.
 */
export function ClaimControl({ item, me, onClaimed, label }: ClaimControlProps) {
  const claim = useClaimCase();
  const release = useReleaseCase();
  const holder = holderOf(item, me);
  const failure = claim.error ?? release.error;
  const suffix = label ? ` ${label}` : '';
  return (
    <div className="flex flex-col items-start gap-1">
      {item.status === 'resolved' ? null : holder === 'me' ? (
        <Button
          variant="secondary"
          aria-label={`Release${suffix}`}
          disabled={release.isPending}
          onClick={() => release.mutate(item.id)}
        >
          Release
        </Button>
      ) : holder === 'other' ? (
        <p className="text-sm text-muted">
          Claimed by <span className="font-semibold text-fg">{item.assignee?.email}</span>
        </p>
      ) : (
        <Button
          aria-label={`Claim${suffix}`}
          disabled={claim.isPending}
          onClick={() => claim.mutate(item.id, { onSuccess: () => onClaimed?.() })}
        >
          {claim.isPending ? 'Claiming…' : 'Claim'}
        </Button>
      )}
      {failure && (
        <p role="alert" className="max-w-64 text-sm font-medium text-danger">
          {claimRefusalText(failure)}
        </p>
      )}
    </div>
  );
}
