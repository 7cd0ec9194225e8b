import { useId } from 'react';
import {
  STATUS_LABELS,
  decidedBy,
  liftedLine,
  longDate,
  violationTitle,
  type AccountViolation,
} from '../model';

const statusTone = {
  active: 'border-danger/60 text-fg',
  expired: 'border-line text-muted',
  overturned: 'border-accent/60 text-fg',
} as const;

function StatusLine({ violation }: { violation: AccountViolation }) {
  const { status, expiresAt, overturned } = violation;
  if (status === 'overturned' && overturned) {
    return (
      <>
        Overturned on {longDate(overturned.at)}: {overturned.reason}
      </>
    );
  }
  if (status === 'expired') return <>Expired on {longDate(expiresAt)}</>;
  return <>Counts until {longDate(expiresAt)}</>;
}

/**
 * One warning or suspension with its statement of reasons: what happened, the rule it broke,
 * its effect, who decided, when, and whether it still counts.
 */
export function ViolationStatement({ violation }: { violation: AccountViolation }) {
  const titleId = useId();
  const { statement, status } = violation;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-raised/40 p-4"
    >
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 id={titleId} className="text-lg font-semibold">
          {violationTitle(violation)}
        </h3>
        <span className={`rounded-full border px-2 text-xs font-semibold ${statusTone[status]}`}>
          {STATUS_LABELS[status]}
        </span>
        <time dateTime={violation.createdAt} className="ml-auto text-sm text-muted">
          {longDate(violation.createdAt)}
        </time>
      </header>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="font-semibold text-muted">What happened</dt>
        <dd className="break-words whitespace-pre-wrap">{statement.facts}</dd>
        <dt className="font-semibold text-muted">The rule</dt>
        <dd>{statement.rule}</dd>
        <dt className="font-semibold text-muted">The effect</dt>
        <dd>{statement.effect}</dd>
        <dt className="font-semibold text-muted">Decided</dt>
        <dd>{decidedBy(statement.automated)}</dd>
        <dt className="font-semibold text-muted">Status</dt>
        <dd>
          <StatusLine violation={violation} />
        </dd>
        {violation.lifted && (
          <>
            <dt className="font-semibold text-muted">Lifted</dt>
            <dd className="break-words whitespace-pre-wrap">{liftedLine(violation)}</dd>
          </>
        )}
      </dl>
    </article>
  );
}
