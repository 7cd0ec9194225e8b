import { Modal } from '@/components/ui/modal';
import type { Suspension } from '@/lib/auth/suspension-store';

function formatUntil(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' });
}

/** A temporary suspension: cannot be closed; the account is already logged out behind it. */
export default function SuspensionModal({
  suspension,
  supportEmail,
}: {
  suspension: Suspension;
  supportEmail: string;
}) {
  const until = formatUntil(suspension.suspendedUntil);
  const closed = suspension.kind === 'closed';
  return (
    <Modal
      open
      closable={false}
      onClose={() => {}}
      title={closed ? 'Account closed' : 'Account temporarily suspended'}
    >
      <div className="flex flex-col gap-3 text-muted">
        <p>
          {closed
            ? 'Your account has been closed after repeated violations of our terms of service.'
            : until
              ? `Your account is suspended until ${until} because of a violation of our terms of service.`
              : 'Your account is temporarily suspended because of a violation of our terms of service.'}
        </p>
        {suspension.reason && (
          <p>
            <span className="font-semibold text-fg">Why: </span>
            {suspension.reason}
          </p>
        )}
        <p>
          Questions? Contact us at{' '}
          <a className="font-semibold text-accent underline" href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>
          .
        </p>
      </div>
    </Modal>
  );
}
