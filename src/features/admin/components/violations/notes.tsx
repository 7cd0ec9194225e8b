import { MODERATION_TEXT_MAX } from '@contract/constants.ts';
import type { AgentNote } from '@contract/moderation.ts';
import { useState, type FormEvent } from 'react';
import { useFormErrors } from '@/components/form/use-form-errors';
import { FormAlert, SubmitButton } from '@/components/ui/text-field';
import { useAddNote } from '@/features/admin/api/add-note';
import { exactTime } from '@/features/admin/model';
import { useFocusInvalid } from '@/features/admin/hooks/use-focus-invalid';
import { TextAreaField } from '../fields';

/** Agents' private notes on a user, and a box to add one. The user never sees them. */
export function Notes({ userId, notes }: { userId: string; notes: readonly AgentNote[] }) {
  const add = useAddNote(userId);
  const errors = useFormErrors<'text'>(add);
  const [text, setText] = useState('');
  const [formRef, focusInvalid] = useFocusInvalid();
  function submit(event: FormEvent) {
    event.preventDefault();
    focusInvalid();
    const value = text.trim();
    if (!errors.validate({ text: value ? undefined : 'The note is required' })) return;
    add.mutate(value, { onSuccess: () => setText('') });
  }
  return (
    <div className="flex flex-col gap-3">
      {notes.length === 0 ? (
        <p className="text-sm text-muted">No notes yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded-xl border border-line/70 bg-surface p-3 text-sm">
              <p className="break-words whitespace-pre-wrap">{note.text}</p>
              <p className="mt-1 text-xs text-muted">
                {note.author?.email ?? 'A former agent'} · {exactTime(note.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        aria-label="Add a note"
        className="flex flex-col gap-2"
      >
        <FormAlert message={errors.alert} />
        <TextAreaField
          label="New note"
          hint="Private to agents."
          value={text}
          onValueChange={setText}
          error={errors.fieldError('text')}
          maxLength={MODERATION_TEXT_MAX}
          rows={2}
        />
        <div className="flex justify-end">
          <SubmitButton pending={add.isPending} label="Add note" />
        </div>
      </form>
    </div>
  );
}
