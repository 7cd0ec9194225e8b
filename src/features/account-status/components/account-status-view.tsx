import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useSuspenseAccountStatus } from '../api/get-account-status';
import { longDate, standing } from '../model';
import { ViolationStatement } from './violation-statement';

/**
 * Settings → Account status: where the user stands on the sanction ladder, and every warning
 * and suspension on record with its statement of reasons, newest first.
 */
export function AccountStatusView({
  userId,
  supportEmail,
}: {
  userId: string;
  supportEmail: string;
}) {
  const id = useId();
  const status = useSuspenseAccountStatus(userId);
  const newestFirst = [...status.violations].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const { headline, detail } = standing(status.warningCounter);
  const suspendedUntil =
    status.suspendedUntil && new Date(status.suspendedUntil) > new Date()
      ? longDate(status.suspendedUntil)
      : null;
  return (
    <>
      <section aria-labelledby={`${id}-standing`} className="flex flex-col gap-1">
        <h2
          id={`${id}-standing`}
          className="text-sm font-semibold tracking-wide text-muted uppercase"
        >
          Your standing
        </h2>
        <p className="text-lg font-semibold">{headline}</p>
        <p className="text-sm text-muted">{detail}</p>
        {suspendedUntil && (
          <p className="text-sm">Your account is suspended until {suspendedUntil}.</p>
        )}
      </section>
      <section aria-labelledby={`${id}-history`} className="flex flex-col gap-3">
        <h2
          id={`${id}-history`}
          className="text-sm font-semibold tracking-wide text-muted uppercase"
        >
          Warnings and suspensions
        </h2>
        {newestFirst.length === 0 ? (
          <p className="text-muted">
            Nothing on record. A warning or suspension would show here, with the reasons for it.
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {newestFirst.map((violation) => (
              <li key={violation.id}>
                <ViolationStatement violation={violation} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="text-sm text-muted">
        Think a decision is wrong? Write to{' '}
        <a className="font-semibold text-accent underline" href={`mailto:${supportEmail}`}>
          {supportEmail}
        </a>{' '}
        and we will look at it again. Our{' '}
        <Link to="/terms-of-service" className="font-semibold text-accent underline">
          terms of service
        </Link>{' '}
        list the rules.
      </p>
    </>
  );
}
