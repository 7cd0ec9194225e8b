import type { ModeratedUser } from '@contract/moderation.ts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useLiftSuspension } from '@/features/admin/api/lift-suspension';
import { isSuspended } from '@/features/admin/model';
import { useMinuteClock } from '@/features/admin/hooks/use-now';
import { focusIfLost } from '@/features/admin/focus-if-lost';
import { ReasonDialog } from '../reason-dialog';
import { SuspendDialog } from '../sanctions/suspend-dialog';
import { WarnDialog } from '../sanctions/warn-dialog';

type Open = 'warn' | 'suspend' | 'lift' | null;

/** Sanctions from the user's page (no case), and lifting a suspension or a closure. */
export function UserActions({ user }: { user: ModeratedUser }) {
  const [open, setOpen] = useState<Open>(null);
  const lift = useLiftSuspension(user.id);
  const suspended = isSuspended(user, useMinuteClock());
  const close = () => setOpen(null);
  if (user.isAgent) {
    return <p className="text-sm text-muted">Agents cannot be sanctioned from the console.</p>;
  }
  return (
    <div role="group" aria-label="User actions" className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => setOpen('warn')}>
        Warn
      </Button>
      <Button variant="secondary" onClick={() => setOpen('suspend')}>
        Suspend
      </Button>
      {suspended && (
        <Button variant="secondary" onClick={() => setOpen('lift')}>
          {user.closed ? 'Reopen account' : 'Lift suspension'}
        </Button>
      )}
      <WarnDialog open={open === 'warn'} user={user} onClose={close} />
      <SuspendDialog open={open === 'suspend'} user={user} onClose={close} />
      <ReasonDialog
        open={open === 'lift'}
        title={user.closed ? 'Reopen the account' : 'Lift the suspension'}
        intro="The user can log in again at once. Their violations stay on record."
        submitLabel={user.closed ? 'Reopen account' : 'Lift suspension'}
        mutation={lift}
        onSubmit={(reason, done) =>
          lift.mutate(reason, {
            onSuccess: () => {
              done();
              // The Lift button has gone with the suspension: the standing says what changed.
              focusIfLost('[data-user-standing]');
            },
          })
        }
        onClose={close}
      />
    </div>
  );
}
