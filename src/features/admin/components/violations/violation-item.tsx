import { POLICY_LABELS } from '@contract/constants.ts';
import type { Violation } from '@contract/moderation.ts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useOverturnViolation } from '@/features/admin/api/overturn-violation';
import { exactTime } from '@/features/admin/model';
import { ReasonDialog } from '../reason-dialog';

const STATUS_TONE: Record<Violation['status'], string> = {
  active: 'text-danger',
  expired: 'text-muted',
  overturned: 'text-muted line-through',
};

/** One warning or suspension with its statement of reasons; an active one can be overturned. */
export function ViolationItem({ violation }: { violation: Violation }) {
  const overturn = useOverturnViolation();
  const [open, setOpen] = useState(false);
  const { statement } = violation;
  const what =
    violation.kind === 'warning'
      ? 'Warning'
      : violation.days === null
        ? 'Suspension (account closed)'
        : `Suspension, ${violation.days} day${violation.days === 1 ? '' : 's'}`;
  return (
    <li
      data-violation={violation.id}
      className="flex flex-col gap-1.5 rounded-xl border border-line/70 bg-surface p-3 text-sm"
    >
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold">{what}</span>
        <span className={`font-semibold capitalize ${STATUS_TONE[violation.status]}`}>
          {violation.status}
        </span>
        <time dateTime={violation.createdAt} className="text-muted">
          {exactTime(violation.createdAt)}
        </time>
      </p>
      <p>
        <span className="text-muted">Rule: </span>
        {POLICY_LABELS[statement.policy]}
      </p>
      <p className="break-words whitespace-pre-wrap">
        <span className="text-muted">Statement: </span>
        {statement.facts}
      </p>
      <p className="text-muted">
        {statement.automated
          ? 'Automated'
          : `Decided by ${violation.decidedBy?.email ?? 'a former agent'}`}
        {violation.status === 'active' && ` · counts until ${exactTime(violation.expiresAt)}`}
      </p>
      {violation.overturned && (
        <p className="text-muted">
          Overturned {exactTime(violation.overturned.at)}
          {violation.overturned.by ? ` by ${violation.overturned.by.email}` : ''}:{' '}
          {violation.overturned.reason}
        </p>
      )}
      {violation.lifted && (
        <p className="break-words text-muted">
          Lifted by {violation.lifted.by?.email ?? 'a former agent'} on{' '}
          <time dateTime={violation.lifted.at}>{exactTime(violation.lifted.at)}</time>:{' '}
          {violation.lifted.reason}
        </p>
      )}
      {violation.status === 'active' && (
        <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
          Overturn
        </Button>
      )}
      <ReasonDialog
        open={open}
        title={`Overturn this ${violation.kind}`}
        intro="It stops counting towards the user's warnings; a suspension in force ends."
        submitLabel="Overturn"
        mutation={overturn}
        onSubmit={(reason, done) =>
          overturn.mutate({ id: violation.id, reason }, { onSuccess: done })
        }
        onClose={() => setOpen(false)}
      />
    </li>
  );
}
