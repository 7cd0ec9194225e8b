import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { FormAlert } from '@/components/ui/text-field';
import { onLiveEvent } from '@/lib/live/live-handlers';
import { useAccountStatus } from '../api/get-account-status';
import { useMarkSeen } from '../api/mark-seen';
import { accountStatusKeys } from '../api/query-keys';
import { ACCOUNT_NOTICE_MAX } from '@contract/constants.ts';
import { unseenViolations } from '../model';
import { ViolationStatement } from './violation-statement';

/** The standing is read again when the server says it changed, or the user record does. */
function useFreshStatus(warningCounter: number) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLiveEvent('account', () => {
        void queryClient.invalidateQueries({ queryKey: accountStatusKeys.all });
      }),
    [queryClient],
  );
  const counted = useRef(warningCounter);
  useEffect(() => {
    if (counted.current === warningCounter) return;
    counted.current = warningCounter;
    void queryClient.invalidateQueries({ queryKey: accountStatusKeys.all });
  }, [queryClient, warningCounter]);
}

/**
 * Each new warning or suspension reaches the user on their next visit, with its statement of
 * reasons: this modal, until they say they understood it (the server then records it seen).
 * Closing it without that shows it again on the next visit. Only what it showed is recorded
 * seen: a decision taken while it is open joins it rather than being acknowledged unread.
 * Mounted lazily by the app's overlays for a logged-in user with an avatar, never for agents.
 */
export default function AccountNotice({
  userId,
  warningCounter,
}: {
  userId: string;
  warningCounter: number;
}) {
  useFreshStatus(warningCounter);
  const { data } = useAccountStatus(userId);
  const markSeen = useMarkSeen(userId);
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const notices = unseenViolations(data)
    .filter((violation) => !closed.has(violation.id))
    .slice(0, ACCOUNT_NOTICE_MAX);
  const close = () => setClosed(new Set([...closed, ...notices.map((violation) => violation.id)]));
  const open = notices.length > 0;
  return (
    <Modal open={open} onClose={close} title="A message from our team">
      <div className="flex flex-col gap-4">
        <p className="text-muted">
          {notices.length === 1
            ? 'We took this decision about your account. Here is what happened and why.'
            : 'We took these decisions about your account. Here is what happened and why.'}
        </p>
        {/* A decision taken while the notice is open joins the list: say so as it appears. */}
        <ul className="flex flex-col gap-3" aria-live="polite">
          {notices.map((violation) => (
            <li key={violation.id}>
              <ViolationStatement violation={violation} />
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted">
          You can read this again in{' '}
          <Link
            to="/settings/account-status"
            onClick={close}
            className="font-semibold text-accent underline underline-offset-2"
          >
            Settings → Account status
          </Link>
          .
        </p>
        <FormAlert message={markSeen.error?.message} />
        <Button
          className="self-end"
          disabled={markSeen.isPending}
          aria-busy={markSeen.isPending || undefined}
          // Exactly what is shown now: a decision arriving meanwhile stays for the user to read.
          onClick={() => markSeen.mutate(notices.map((violation) => violation.id))}
        >
          I understand
        </Button>
      </div>
    </Modal>
  );
}
