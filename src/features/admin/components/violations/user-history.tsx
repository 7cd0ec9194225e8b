import type { ReactNode } from 'react';
import { useUserHistory } from '@/features/admin/api/get-user-history';
import { CASE_STATUS_LABELS, exactTime } from '@/features/admin/model';
import { CaseLink } from '../case-link';
import { CaseFlags } from '../manage/case-flags';
import { SeverityBadge } from '../severity-badge';
import { UserStanding } from '../user-standing';
import { NameCase } from './name-case';
import { Notes } from './notes';
import { UserActions } from './user-actions';
import { ViolationItem } from './violation-item';

function Section({
  title,
  count,
  children,
}: {
  title: string;
  count?: number;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h2 className="font-display text-xl font-semibold">
        {title}
        {count !== undefined && (
          <span className="ml-2 font-sans text-sm font-normal text-muted">({count})</span>
        )}
      </h2>
      {children}
    </section>
  );
}

const none = (what: string) => <p className="text-sm text-muted">No {what}.</p>;

/** Everything moderation knows about one user, with what an agent can do about it. */
export function UserHistoryView({ userId }: { userId: string }) {
  const { data } = useUserHistory(userId);
  const { user, violations, cases, reports, notes } = data;
  const nameCases = cases.filter((item) => item.chatHash === null && item.status !== 'resolved');
  return (
    <article aria-labelledby="history-title" className="flex flex-col gap-6">
      <header className="flex flex-col gap-3 rounded-2xl border border-line/70 bg-surface p-4">
        <h1 id="history-title" className="font-display text-2xl font-semibold break-all">
          {user.email}
        </h1>
        <UserStanding user={user} />
        <UserActions user={user} />
      </header>
      {nameCases.map((item) => (
        <NameCase key={item.id} item={item} user={user} />
      ))}
      <div className="grid gap-6 xl:grid-cols-2">
        <Section title="Violations" count={violations.length}>
          {violations.length ? (
            <ul className="flex flex-col gap-2">
              {violations.map((violation) => (
                <ViolationItem key={violation.id} violation={violation} />
              ))}
            </ul>
          ) : (
            none('violations')
          )}
        </Section>
        <Section title="Cases" count={cases.length}>
          {cases.length ? (
            <ul className="flex flex-col gap-2">
              {cases.map((item) => (
                <li
                  key={item.id}
                  className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-line/70 bg-surface p-3 text-sm"
                >
                  <SeverityBadge severity={item.severity} />
                  <span className="font-semibold">{CASE_STATUS_LABELS[item.status]}</span>
                  <span className="min-w-0 flex-1 truncate">
                    {item.preview || (item.chatHash ? item.avatarNames.join(', ') : 'Avatar name')}
                  </span>
                  <time dateTime={item.createdAt} className="text-muted">
                    {exactTime(item.createdAt)}
                  </time>
                  <CaseLink item={item}>Open</CaseLink>
                </li>
              ))}
            </ul>
          ) : (
            none('cases')
          )}
        </Section>
        <Section title="Reports" count={reports.length}>
          {reports.length ? <CaseFlags flags={reports} /> : none('reports')}
        </Section>
        <Section title="Agents' notes" count={notes.length}>
          <Notes userId={user.id} notes={notes} />
        </Section>
      </div>
    </article>
  );
}
