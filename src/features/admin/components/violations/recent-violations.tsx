import { Link } from '@tanstack/react-router';
import { POLICY_LABELS } from '@contract/constants.ts';
import { useRecentViolations } from '@/features/admin/api/get-recent-violations';
import { exactTime } from '@/features/admin/model';

/** Without a user: the latest warnings and suspensions across everyone, newest first. */
export function RecentViolations() {
  const { data } = useRecentViolations();
  return (
    <section aria-labelledby="recent-title" className="flex flex-col gap-3">
      <h2 id="recent-title" className="font-display text-xl font-semibold">
        Recent violations
      </h2>
      {data.items.length === 0 ? (
        <p className="text-sm text-muted">No violations yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {data.items.map((violation) => (
            <li
              key={violation.id}
              className="grid gap-x-4 gap-y-1 rounded-xl border border-line/70 bg-surface p-3 text-sm md:grid-cols-[minmax(0,16rem)_8rem_minmax(0,1fr)_auto] md:items-center"
            >
              <Link
                to="/admin/violations/{-$userId}"
                params={{ userId: violation.user.id }}
                className="truncate font-semibold text-accent underline underline-offset-4"
              >
                {violation.user.email}
              </Link>
              <span className="capitalize">
                {violation.kind} · <span className="text-muted">{violation.status}</span>
              </span>
              <span className="truncate" title={violation.statement.facts}>
                {POLICY_LABELS[violation.statement.policy]}
              </span>
              <time dateTime={violation.createdAt} className="text-muted">
                {exactTime(violation.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
