import type { ModeratedUser } from '@contract/moderation.ts';
import { useMinuteClock } from '../hooks/use-now';
import { exactTime, formatAccountAge, isSuspended } from '../model';

/** The facts an agent weighs before acting: age of the account, warnings, suspension. */
export function UserStanding({ user }: { user: ModeratedUser }) {
  const now = useMinuteClock();
  const suspended = !user.closed && isSuspended(user, now);
  const rows: [string, string][] = [
    [
      'Account age',
      `${formatAccountAge(user.createdAt, now)} (since ${exactTime(user.createdAt)})`,
    ],
    ['Avatar name', user.avatarName ?? '—'],
    ['Active warnings', String(user.warningCounter)],
    [
      'Status',
      user.closed
        ? 'Closed'
        : suspended
          ? `Suspended until ${exactTime(user.suspendedUntil as string)}`
          : user.isAgent
            ? 'Agent'
            : 'Active',
    ],
    ['Open cases', String(user.openCases)],
  ];
  return (
    <dl data-user-standing className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd
            className={
              term === 'Status' && (user.closed || suspended) ? 'font-semibold text-danger' : ''
            }
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
