import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { closeSetAsideDialog } from '../set-aside/dialog-store';

/**
 * The body of a chat menu's confirmation (Clear chat, Delete chat): what will happen, an alert
 * when there is one, Cancel, and the confirming button, disabled while its change runs. The
 * dialog closes when `confirm` resolves true; false keeps it open (its alert says why).
 */
export function ConfirmPanel({
  explanation,
  alert,
  confirmLabel,
  disabled = false,
  confirm,
}: {
  explanation: ReactNode;
  alert?: string | null;
  confirmLabel: string;
  disabled?: boolean;
  confirm: () => Promise<boolean>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-fg">{explanation}</p>
      {alert && (
        <p role="alert" className="text-sm text-danger">
          {alert}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={closeSetAsideDialog}>
          Cancel
        </Button>
        <Button
          disabled={busy || disabled}
          onClick={() => {
            setBusy(true);
            void confirm().then((done) => {
              setBusy(false);
              if (done) closeSetAsideDialog();
            });
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
