import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { FormAlert } from '@/components/ui/text-field';
import { DEFAULT_TOAST_LIFE, toast } from '@/lib/toast/toast-store';
import { useLogoutEverywhere } from '../api/logout-everywhere';
import { ButtonRow } from './settings-section';

/** The row and its confirmation: two clicks, then logged out here and everywhere else. */
export function LogoutEverywhere({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const mutation = useLogoutEverywhere(userId, () => {
    toast.add({
      severity: 'success',
      summary: 'Logged out of every device',
      life: DEFAULT_TOAST_LIFE,
    });
    void navigate({ to: '/', replace: true });
  });

  return (
    <>
      <ButtonRow
        label="Log out of every device"
        detail="Ends every session, this one too"
        onClick={() => {
          mutation.reset();
          setOpen(true);
        }}
      />
      <Modal open={open} onClose={() => setOpen(false)} title="Log out of every device?">
        <div className="flex flex-col gap-4">
          <p className="text-muted">
            You will be logged out here and on every other phone, tablet or computer where you are
            logged in. You can log in again with your password.
          </p>
          <FormAlert message={mutation.error?.message} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              onClick={() => mutation.mutate()}
              disabled={mutation.isPending}
              aria-busy={mutation.isPending || undefined}
            >
              Log out everywhere
            </Button>
          </div>
        </div>
      </Modal>
    </>
  );
}
