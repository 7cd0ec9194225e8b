import { useState, type FormEvent } from 'react';
import { FormAlert, SubmitButton, TextField } from '@/components/ui/text-field';
import { ApiRequestError } from '@/lib/api-client';
import { showAuthDialog } from '@/lib/auth/dialog-controller';
import { useForgotPassword } from '../api/forgot-password';
import { emailError, formAlertMessage, issuesByField } from '@/lib/form-validation';
import { linkButtonClass } from './dialog-styles';

export function ForgotPasswordForm() {
  const mutation = useForgotPassword();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const serverError = mutation.error instanceof ApiRequestError ? mutation.error : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next = emailError(email);
    setError(next);
    if (!next) mutation.mutate({ email: email.trim() });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {mutation.isSuccess && (
        <p role="status" className="rounded-xl border border-line bg-raised p-3 text-sm">
          {mutation.data.message}
        </p>
      )}
      <FormAlert message={formAlertMessage(serverError)} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onValueChange={setEmail}
        error={error ?? issuesByField(serverError).email}
      />
      <SubmitButton pending={mutation.isPending} label="Send reset link" />
      <button type="button" className={linkButtonClass} onClick={() => showAuthDialog('login')}>
        Back to log in
      </button>
    </form>
  );
}
