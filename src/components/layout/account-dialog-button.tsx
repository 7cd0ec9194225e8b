import { useState, type ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';

type AccountDialogButtonProps = {
  kind: 'signup' | 'login';
  className: string;
  children: ReactNode;
};

/**
 * Placeholder until the accounts issue lands: "Create account" and "Login" open a dialog saying
 * sign-in is being set up. The accounts work replaces this one component with the real dialogs.
 */
export function AccountDialogButton({ kind, className, children }: AccountDialogButtonProps) {
  const [open, setOpen] = useState(false);
  const title = kind === 'signup' ? 'Create account' : 'Login';
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {children}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={title}>
        <p className="text-muted">
          Sign-in is being set up. Soon you will be able to{' '}
          {kind === 'signup' ? 'create an account' : 'log in'} here to chat with your Angels and
          keep your conversations. Until then, feel free to browse Discover.
        </p>
      </Modal>
    </>
  );
}
