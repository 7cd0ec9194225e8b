import { MODERATION_TEXT_MAX } from '@contract/constants.ts';
import type { TranscriptMessage } from '@contract/moderation.ts';
import { useState } from 'react';
import { useFormErrors } from '@/components/form/use-form-errors';
import { useHideMessage } from '@/features/admin/api/hide-message';
import { focusIfLost } from '@/features/admin/focus-if-lost';
import { ActionDialog } from '../action-dialog';
import { TextAreaField } from '../fields';

type HideDialogProps = {
  chatHash: string;
  message: TranscriptMessage | null;
  author: string;
  onClose: () => void;
};

/** Hides one message from the user, who then sees "removed by moderation" in its place. */
export function HideDialog({ chatHash, message, author, onClose }: HideDialogProps) {
  const hide = useHideMessage(chatHash);
  const errors = useFormErrors<'reason'>(hide);
  // The reason typed for a message stays with it until it is hidden; another message starts empty.
  const [draft, setDraft] = useState({ messageId: '', reason: '' });
  const reason = draft.messageId === message?.id ? draft.reason : '';
  const setReason = (next: string) => setDraft({ messageId: message?.id ?? '', reason: next });
  const close = () => {
    hide.reset();
    onClose();
  };
  return (
    <ActionDialog
      open={message !== null}
      title="Hide message"
      intro={
        <>
          <p>
            The user will see “removed by moderation” instead of this message. Agents still read it
            here.
          </p>
          <blockquote className="max-h-32 overflow-y-auto rounded-xl border border-line bg-raised p-3 break-words whitespace-pre-wrap text-fg">
            <span className="mb-1 block text-xs text-muted">{author}</span>
            {message?.text}
          </blockquote>
        </>
      }
      submitLabel="Hide message"
      pending={hide.isPending}
      alert={errors.alert}
      onClose={close}
      onSubmit={() => {
        if (!message) return;
        if (!errors.validate({ reason: reason.trim() ? undefined : 'The reason is required' }))
          return;
        hide.mutate(
          { messageId: message.id, reason: reason.trim() },
          {
            onSuccess: () => {
              setDraft({ messageId: '', reason: '' });
              close();
              // Its Hide button has gone: the note saying it is hidden takes focus.
              focusIfLost(`[data-message="${message.id}"] [data-hidden-note]`);
            },
          },
        );
      }}
    >
      <TextAreaField
        label="Reason"
        hint="For the record: agents read it; the user does not."
        value={reason}
        onValueChange={setReason}
        error={errors.fieldError('reason')}
        maxLength={MODERATION_TEXT_MAX}
        required
      />
    </ActionDialog>
  );
}
