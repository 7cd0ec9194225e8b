import { useState, type FormEvent } from 'react';
import { FormAlert, SubmitButton, TextField } from '@/components/ui/text-field';
import { ApiRequestError } from '@/lib/api-client';
import { showAuthDialog } from '@/lib/auth/dialog-controller';
import { useRegister } from '../api/register';
import {
  emailError,
  formAlertMessage,
  hasErrors,
  issuesByField,
  newPasswordError,
} from '@/lib/form-validation';
import { linkButtonClass } from './dialog-styles';

export function RegisterForm() {
  const mutation = useRegister();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const serverError = mutation.error instanceof ApiRequestError ? mutation.error : null;
  const issues = issuesByField(serverError);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next = { email: emailError(email), password: newPasswordError(password) };
    setErrors(next);
    if (!hasErrors(next)) mutation.mutate({ email: email.trim(), password });
  }

  if (mutation.isSuccess) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <p className="text-lg font-semibold">Check your inbox…</p>
        <p className="text-muted">
          We sent a confirmation link to {email.trim()}. Open it to activate your account, then log
          in.
        </p>
        <button type="button" className={linkButtonClass} onClick={() => showAuthDialog('login')}>
          I already have an account
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormAlert message={formAlertMessage(serverError)} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onValueChange={setEmail}
        error={errors.email ?? issues.email}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={password}
        onValueChange={setPassword}
        error={errors.password ?? issues.password}
      />
      <SubmitButton pending={mutation.isPending} label="Create account" />
      <button type="button" className={linkButtonClass} onClick={() => showAuthDialog('login')}>
        I already have an account
      </button>
    </form>
  );
}
