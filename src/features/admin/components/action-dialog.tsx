import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { FormAlert, SubmitButton } from '@/components/ui/text-field';
import { useFocusInvalid } from '@/features/admin/hooks/use-focus-invalid';

type ActionDialogProps = {
  open: boolean;
  title: string;
  /** What the action does, said before the fields. */
  intro?: ReactNode;
  submitLabel: string;
  pending: boolean;
  alert: string | undefined;
  onSubmit: () => void;
  onClose: () => void;
  children?: ReactNode;
};

/**
 * Every consequential action confirms in a dialog: what it will do, the fields it needs, and
 * one clearly named button. Esc, Cancel and the backdrop close it (focus returns to the opener);
 * what was typed stays until the action succeeds, so closing by mistake loses nothing.
 */
export function ActionDialog(props: ActionDialogProps) {
  const { open, title, intro, submitLabel, pending, alert, onSubmit, onClose, children } = props;
  const [formRef, focusInvalid] = useFocusInvalid();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    focusInvalid();
    onSubmit();
  }
  return (
    <Modal open={open} onClose={onClose} title={title} className="max-w-lg">
      <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {intro && <div className="flex flex-col gap-2 text-sm text-muted">{intro}</div>}
        <FormAlert message={alert} />
        {children}
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <SubmitButton pending={pending} label={submitLabel} />
        </div>
      </form>
    </Modal>
  );
}
