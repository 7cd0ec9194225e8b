import { useEffect, useRef, useState } from 'react';
import type { Subscription } from '@contract/billing.ts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { FormAlert } from '@/components/ui/text-field';
import { useChangeSubscription } from '../api/change-subscription';
import { describeSubscription, formatDate, subscriptionStatus } from '../model';

/** Where Premium stands, with Cancel (confirmed in a dialog) and Resume (one click). */
export function PremiumStatus({
  subscription,
  online,
}: {
  subscription: Subscription | null | undefined;
  online: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const change = useChangeSubscription();
  const statusRef = useRef<HTMLParagraphElement>(null);
  // The button pressed is replaced by the other one: the focus goes to the new status instead
  // of the page's start. After the dialog closed (its own focus return runs first, to a button
  // that is gone).
  const focusStatus = useRef(false);
  useEffect(() => {
    if (!focusStatus.current || confirming) return;
    focusStatus.current = false;
    statusRef.current?.focus();
  });
  const run = (action: 'cancel' | 'resume') =>
    change.mutate(action, {
      onSuccess: () => {
        focusStatus.current = true;
      },
      onSettled: () => setConfirming(false),
    });
  if (subscription === undefined) return null;
  const status = subscriptionStatus(subscription);
  const pending = change.isPending;
  return (
    <div className="flex flex-col gap-3 rounded-3xl border border-line bg-surface p-6">
      <h2 className="text-sm font-medium text-muted">Your Premium</h2>
      <p ref={statusRef} tabIndex={-1} className="text-lg" aria-live="polite">
        {describeSubscription(status)}
      </p>
      <FormAlert message={change.error?.message} />
      {status.kind === 'renews' && (
        <Button
          variant="secondary"
          className="self-start"
          disabled={!online || pending}
          onClick={() => setConfirming(true)}
        >
          Cancel Premium
        </Button>
      )}
      {status.kind === 'ends' && (
        <Button
          className="self-start"
          disabled={!online || pending}
          aria-busy={pending || undefined}
          onClick={() => run('resume')}
        >
          Resume Premium
        </Button>
      )}
      <Modal open={confirming} onClose={() => setConfirming(false)} title="Cancel Premium?">
        <div className="flex flex-col gap-4">
          <p className="text-muted">
            {'until' in status &&
              `Premium stays active until ${formatDate(status.until)} and ends on that day. Nothing more is charged, and you can resume until then.`}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep Premium
            </Button>
            <Button disabled={pending} onClick={() => run('cancel')}>
              Yes, cancel Premium
            </Button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
