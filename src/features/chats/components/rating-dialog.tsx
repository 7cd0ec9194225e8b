import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  REPLY_RATING_NOTE_MAX,
  REPLY_RATING_REASON_LABELS,
  REPLY_RATING_REASONS,
  type ReplyRatingReason,
} from '@contract/rating-reasons.ts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SubmitButton } from '@/components/ui/text-field';
import {
  closeRatingDialog,
  useRatingTarget,
  type RatingTarget,
} from '../ratings/rating-dialog-store';
import { queueRating, startRatingQueue } from '../ratings/rating-queue';
import { NoteField } from './note-field';

function RatingForm({ target }: { target: RatingTarget }) {
  const id = useId();
  const { rating } = target;
  const down = rating.value === 'down';
  const [reason, setReason] = useState<ReplyRatingReason | null>(rating.reason ?? null);
  const [note, setNote] = useState(rating.note ?? '');
  const noteTooLong = note.length > REPLY_RATING_NOTE_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (noteTooLong) return;
    const { chatHash, messageId, alternative } = target;
    const body = { value: rating.value, reason: down ? reason : null, note: note.trim() || null };
    void queueRating({ chatHash, messageId, alternative, rating: body });
    closeRatingDialog();
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {down && (
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-2 text-sm font-medium text-fg">
            What was wrong with {target.about}? (optional)
          </legend>
          {[...REPLY_RATING_REASONS, null].map((value) => (
            <label
              key={value ?? 'none'}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 hover:bg-raised"
            >
              <input
                type="radio"
                name={`${id}-reason`}
                value={value ?? ''}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="size-4 accent-accent"
              />
              <span>{value ? REPLY_RATING_REASON_LABELS[value] : 'No reason in particular'}</span>
            </label>
          ))}
        </fieldset>
      )}
      <NoteField
        id={id}
        label="A note for yourself and our team (optional)"
        value={note}
        max={REPLY_RATING_NOTE_MAX}
        onChange={setNote}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={closeRatingDialog}>
          Cancel
        </Button>
        <SubmitButton pending={false} label="Save" />
      </div>
    </form>
  );
}

/**
 * Why a reply was rated: a reason (thumbs down) and a note, both optional; the thumb itself is
 * already saved. One dialog per conversation, which also runs the rating queue while the chat
 * is open; leaving the conversation closes it.
 */
export function RatingDialog({ chatHash }: { chatHash: string }) {
  const target = useRatingTarget();
  const queryClient = useQueryClient();
  const open = target !== null && target.chatHash === chatHash;
  useEffect(() => closeRatingDialog, [chatHash]);
  useEffect(() => startRatingQueue(queryClient), [queryClient]);
  return (
    <Modal
      open={open}
      onClose={closeRatingDialog}
      title={target?.rating.value === 'down' ? 'Why not a good reply?' : 'Why a good reply?'}
    >
      {open && <RatingForm key={target.messageId} target={target} />}
    </Modal>
  );
}
