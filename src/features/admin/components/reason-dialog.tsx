import { MODERATION_TEXT_MAX } from '@contract/constants.ts';
import { useState } from 'react';
import { useFormErrors } from '@/components/form/use-form-errors';
import { ActionDialog } from './action-dialog';
import { TextAreaField } from './fields';

type ReasonMutation = {
  isPending: boolean;
  error: Error | null;
  reset: () => void;
};

type ReasonDialogProps = {
  open: boolean;
  title: string;
  intro: string;
  submitLabel: string;
  mutation: ReasonMutation;
  /** Runs the action; calls `done` once it succeeded. */
  onSubmit: (reason: string, done: () => void) => void;
  onClose: () => void;
};

/** An action that needs only a reason for the record: lift a suspension, overturn a violation. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { open, title, intro, submitLabel, mutation, onSubmit, onClose } = props;
  const errors = useFormErrors<'reason'>(mutation);
  const [reason, setReason] = useState('');
  // Closing keeps the reason: only the action done clears it.
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <ActionDialog
      open={open}
      title={title}
      intro={<p>{intro}</p>}
      submitLabel={submitLabel}
      pending={mutation.isPending}
      alert={errors.alert}
      onClose={close}
      onSubmit={() => {
        const text = reason.trim();
        if (!errors.validate({ reason: text ? undefined : 'The reason is required' })) return;
        onSubmit(text, () => {
          setReason('');
          close();
        });
      }}
    >
      <TextAreaField
        label="Reason"
        hint="Kept in the audit log with your name."
        value={reason}
        onValueChange={setReason}
        error={errors.fieldError('reason')}
        maxLength={MODERATION_TEXT_MAX}
        required
      />
    </ActionDialog>
  );
}
