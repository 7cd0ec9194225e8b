import { useId, useState } from 'react';
import { USER_PERSONA_MAX } from '@contract/constants.ts';
import { Form } from '@/components/form/form';
import { useFormErrors } from '@/components/form/use-form-errors';
import { Spinner } from '@/components/ui/spinner';
import { FormAlert, SubmitButton } from '@/components/ui/text-field';
import { useUpdateUserPersona, useUserPersona } from '../api/user-persona';

type PersonaFormProps = { userId: string; onSaved?: () => void };

/** "How your Angels see you": a few sentences every Angel written by a model reads. */
export function PersonaForm({ userId, onSaved }: PersonaFormProps) {
  const current = useUserPersona(userId);
  if (current.isPending) return <Spinner label="Loading your description" />;
  if (current.isError) return <FormAlert message="Your description could not be loaded." />;
  return <PersonaFields userId={userId} initial={current.data ?? ''} onSaved={onSaved} />;
}

function PersonaFields({ userId, initial, onSaved }: PersonaFormProps & { initial: string }) {
  const mutation = useUpdateUserPersona(userId);
  const errors = useFormErrors<'persona'>(mutation, ['persona']);
  const [text, setText] = useState(initial);
  const id = useId();
  const error = errors.fieldError('persona');

  function onSubmit() {
    const tooLong = text.trim().length > USER_PERSONA_MAX;
    const valid = errors.validate({
      persona: tooLong ? `At most ${USER_PERSONA_MAX} characters` : undefined,
    });
    if (valid) mutation.mutate(text.trim(), { onSuccess: () => onSaved?.() });
  }

  return (
    <Form alert={errors.alert} onSubmit={onSubmit}>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          How your Angels see you
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted">
          A few words about you that your Angels keep in mind (optional, at most {USER_PERSONA_MAX}{' '}
          characters).
        </p>
        <textarea
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')}
          rows={3}
          maxLength={USER_PERSONA_MAX + 50}
          className="min-h-20 rounded-xl border border-line bg-raised px-3 py-2 text-fg outline-none focus-visible:border-accent aria-invalid:border-danger"
        />
        {error && (
          <p id={`${id}-error`} className="text-sm font-medium text-danger">
            {error}
          </p>
        )}
      </div>
      <SubmitButton pending={mutation.isPending} label="Save description" />
    </Form>
  );
}
