import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  REPLY_ONLY_REPORT_REASONS,
  REPORT_NOTE_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from '@contract/constants.ts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { FormAlert, SubmitButton } from '@/components/ui/text-field';
import { DEFAULT_TOAST_LIFE, toast } from '@/lib/toast/toast-store';
import { useReportChat } from '../api/report';
import { closeReport, useReportTarget, type ReportTarget } from '../report/report-store';
import { NoteField } from './note-field';

export const REPORT_THANKS = 'Thanks — our team will review it.';

function ReportForm({ target }: { target: ReportTarget }) {
  const id = useId();
  const firstReason = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const report = useReportChat(target.chatHash);
  const noteTooLong = note.length > REPORT_NOTE_MAX;
  // "The reply makes no sense" is about one reply, never the whole chat.
  const reasons = target.messageId
    ? REPORT_REASONS
    : REPORT_REASONS.filter((value) => !REPLY_ONLY_REPORT_REASONS.includes(value));
  // A refused report keeps the form as it was; the server's words say what to change.
  const failure = report.error
    ? (report.error.details.issues?.[0]?.message ?? report.error.message)
    : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setReasonMissing(true);
      firstReason.current?.focus();
      return;
    }
    if (noteTooLong || report.isPending) return;
    const trimmed = note.trim();
    report.mutate(
      { messageId: target.messageId, reason, note: trimmed || undefined },
      {
        onSuccess: () => {
          closeReport();
          toast.add({ severity: 'success', summary: REPORT_THANKS, life: DEFAULT_TOAST_LIFE });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormAlert message={failure} />
      <fieldset
        className="flex flex-col gap-1"
        aria-describedby={reasonMissing && !reason ? `${id}-reason-error` : undefined}
      >
        <legend className="mb-2 text-sm font-medium text-fg">
          Why are you reporting {target.about}?
        </legend>
        {reasons.map((value, index) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 hover:bg-raised"
          >
            <input
              ref={index === 0 ? firstReason : undefined}
              type="radio"
              name={`${id}-reason`}
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
              className="size-4 accent-accent"
            />
            <span>{REPORT_REASON_LABELS[value]}</span>
          </label>
        ))}
        {reasonMissing && !reason && (
          <p id={`${id}-reason-error`} className="text-sm font-medium text-danger">
            Choose a reason.
          </p>
        )}
      </fieldset>
      <NoteField
        id={id}
        label="Anything to add? (optional)"
        value={note}
        max={REPORT_NOTE_MAX}
        onChange={setNote}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={closeReport}>
          Cancel
        </Button>
        <SubmitButton pending={report.isPending} label="Send report" />
      </div>
    </form>
  );
}

/**
 * Reporting a reply or a chat: a reason, an optional note, sent to our moderators. One dialog
 * per conversation, opened from a reply's Report or the chat menu (report-store); leaving the
 * conversation (Back) closes it, so it never opens over another chat.
 */
export function ReportDialog({ chatHash }: { chatHash: string }) {
  const target = useReportTarget();
  const open = target !== null && target.chatHash === chatHash;
  useEffect(() => closeReport, [chatHash]);
  return (
    <Modal
      open={open}
      onClose={closeReport}
      title={target?.messageId ? 'Report this reply' : 'Report this chat'}
    >
      {open && <ReportForm key={target.messageId ?? 'chat'} target={target} />}
    </Modal>
  );
}
