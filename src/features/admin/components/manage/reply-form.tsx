import type { Chat } from '@contract/chats.ts';
import { MESSAGE_TEXT_MAX } from '@contract/constants.ts';
import { useState, type FormEvent } from 'react';
import { useFormErrors } from '@/components/form/use-form-errors';
import { FormAlert, SubmitButton } from '@/components/ui/text-field';
import { useReplyAsAvatar } from '@/features/admin/api/reply-as-avatar';
import { useFocusInvalid } from '@/features/admin/hooks/use-focus-invalid';
import { SelectField, TextAreaField } from '../fields';

/**
 * Writes the next reply as the chat's Angel (in a group, the one picked): the user reads it as
 * the Angel's; the console marks it with the agent who wrote it. It costs the user nothing.
 */
export function ReplyForm({ chat, lockedReason }: { chat: Chat; lockedReason: string | null }) {
  const reply = useReplyAsAvatar(chat.chatHash);
  const errors = useFormErrors<'text' | 'avatarId'>(reply);
  const [text, setText] = useState('');
  const [avatarId, setAvatarId] = useState(String(chat.avatars[0]?.id ?? ''));
  const group = chat.type === 'GROUP';
  const angel = chat.avatars.find((a) => String(a.id) === avatarId)?.name ?? 'the Angel';

  const [formRef, focusInvalid] = useFocusInvalid();

  function submit(event: FormEvent) {
    event.preventDefault();
    focusInvalid();
    const body = text.trim();
    if (
      !errors.validate({ text: body ? undefined : 'The reply is required', avatarId: undefined })
    ) {
      return;
    }
    reply.mutate(
      { text: body, ...(group ? { avatarId: Number(avatarId) } : {}) },
      { onSuccess: () => setText('') },
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-label="Reply as the Angel"
      className="flex flex-col gap-3 border-t border-line/70 pt-3"
    >
      <FormAlert message={errors.alert} />
      {group && (
        <SelectField
          label="Reply as"
          value={avatarId}
          onValueChange={setAvatarId}
          disabled={lockedReason !== null}
        >
          {chat.avatars.map((avatar) => (
            <option key={avatar.id} value={avatar.id}>
              {avatar.name}
            </option>
          ))}
        </SelectField>
      )}
      <TextAreaField
        label={`Reply as ${angel}`}
        hint={lockedReason ?? `The user reads it as ${angel}'s reply; it costs them nothing.`}
        value={text}
        onValueChange={setText}
        error={errors.fieldError('text')}
        maxLength={MESSAGE_TEXT_MAX}
        disabled={lockedReason !== null}
        rows={2}
      />
      <div className="flex justify-end">
        {lockedReason === null && (
          <SubmitButton pending={reply.isPending} label={`Send as ${angel}`} />
        )}
      </div>
    </form>
  );
}
