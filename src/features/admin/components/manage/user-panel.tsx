import { Link } from '@tanstack/react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { UserHistory } from '@contract/moderation.ts';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { exactTime } from '@/features/admin/model';
import { UserStanding } from '../user-standing';
import { CaseLink } from '../case-link';

type UserPanelProps = { history: UseQueryResult<UserHistory>; caseId: string | undefined };

/** The user beside their chat: standing, recent violations, their other open cases. */
export function UserPanel({ history, caseId }: UserPanelProps) {
  if (history.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-2">
        <span className="sr-only">Loading the user</span>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (history.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <p>We could not load the user: {history.error.message}</p>
        <Button variant="secondary" onClick={() => void history.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  const { user, violations, cases } = history.data;
  const otherOpen = cases.filter((item) => item.status !== 'resolved' && item.id !== caseId);
  const recent = violations.slice(0, 3);
  return (
    <div className="flex flex-col gap-3">
      <UserStanding user={user} />
      {recent.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">Recent violations</h3>
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {recent.map((violation) => (
              <li key={violation.id} className="text-muted">
                <span className="text-fg capitalize">{violation.kind}</span> · {violation.status} ·{' '}
                {exactTime(violation.createdAt)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {otherOpen.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">Other open cases</h3>
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {otherOpen.map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-2">
                <span className="truncate">{item.preview || item.avatarNames.join(', ')}</span>
                <CaseLink item={item}>Open</CaseLink>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Link
        to="/admin/violations/{-$userId}"
        params={{ userId: user.id }}
        className="self-start text-sm font-semibold text-accent underline underline-offset-4"
      >
        Full history of {user.email}
      </Link>
    </div>
  );
}
