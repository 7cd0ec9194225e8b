import type { ReactNode } from 'react';
import { showAuthDialog } from '@/lib/auth/dialog-controller';

type AccountDialogButtonProps = {
  kind: 'signup' | 'login';
  className: string;
  children: ReactNode;
  onOpen?: () => void;
};

/** "Create account" / "Login": open the account dialogs (rendered once by the app overlays). */
export function AccountDialogButton({
  kind,
  className,
  children,
  onOpen,
}: AccountDialogButtonProps) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={className}
      onClick={() => {
        onOpen?.();
        showAuthDialog(kind === 'signup' ? 'register' : 'login');
      }}
    >
      {children}
    </button>
  );
}
