import { MODERATION_TEXT_MAX } from '@contract/constants.ts';
import { useState } from 'react';
import { useFormErrors } from '@/components/form/use-form-errors';
import { useResolveCase } from '@/features/admin/api/resolve-case';
import { focusIfLost } from '@/features/admin/focus-if-lost';
import { ActionDialog } from '../action-dialog';
import { TextAreaField } from '../fields';

export type Resolution = 'dismissed' | 'actioned';

type ResolveDialogProps = {
  caseId: string;
  /** Which way to close it; null: the dialog is closed. */
  resolution: Resolution | null;
  onClose: () => void;
};

const COPY: Record<Resolution, { title: string; intro: string; submit: string }> = {
  dismissed: {
    title: 'Dismiss case',
    intro: 'Nothing here breaks the rules: the case closes and nothing happens to the user.',
    submit: 'Dismiss case',
  },
  actioned: {
    title: 'Resolve case',
    intro: 'The case was dealt with (a sanction, a hidden message or a reply): it closes.',
    submit: 'Resolve case',
  },
};

/** Closes the case, with a note for the record. */
export function ResolveDialog({ caseId, resolution, onClose }: ResolveDialogProps) {
  const resolve = useResolveCase(caseId);
  const errors = useFormErrors<'note'>(resolve);
  const [note, setNote] = useState('');
  const copy = COPY[resolution ?? 'dismissed'];
  const close = () => {
    setNote('');
    resolve.reset();
    onClose();
  };
  return (
    <ActionDialog
      open={resolution !== null}
      title={copy.title}
      intro={<p>{copy.intro}</p>}
      submitLabel={copy.submit}
      pending={resolve.isPending}
      alert={errors.alert}
      onClose={close}
      onSubmit={() => {
        const text = note.trim();
        // The dialog leaves with the case (its panel changes): a promise, not mutate's
        // callbacks, which would not run once it has gone.
        resolve
          .mutateAsync({ resolution: resolution ?? 'dismissed', ...(text ? { note: text } : {}) })
          .then(() => {
            close();
            focusIfLost('[data-case-status]');
          })
          .catch(() => undefined);
      }}
    >
      <TextAreaField
        label="Note (optional)"
        hint="For the record: other agents read it; the user does not."
        value={note}
        onValueChange={setNote}
        error={errors.fieldError('note')}
        maxLength={MODERATION_TEXT_MAX}
      />
    </ActionDialog>
  );
}
