import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { AUTH_ERROR_CODES } from '@contract/constants.ts';
import { FormAlert, SubmitButton, TextField } from '@/components/ui/text-field';
import { ApiRequestError } from '@/lib/api-client';
import { suspendAccount } from '@/lib/auth/auth-client';
import { closeAuthDialog, showAuthDialog } from '@/lib/auth/dialog-controller';
import { useLogin } from '../api/login';
import {
  emailError,
  formAlertMessage,
  hasErrors,
  issuesByField,
  requiredError,
} from '@/lib/form-validation';
import { linkButtonClass } from './dialog-styles';

export function LoginForm() {
  const navigate = useNavigate();
  const mutation = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const serverError = mutation.error instanceof ApiRequestError ? mutation.error : null;
  const issues = issuesByField(serverError);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next = { email: emailError(email), password: requiredError(password, 'Password') };
    setErrors(next);
    if (hasErrors(next)) return;
    mutation.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (user) => {
          closeAuthDialog();
          // Spec §2: after login an agent goes to the admin main route.
          if (user.isAgent) void navigate({ to: '/admin' });
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.code === AUTH_ERROR_CODES.suspended) {
            closeAuthDialog();
            suspendAccount(error.details.meta);
          }
        },
      },
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
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={errors.password ?? issues.password}
      />
      <SubmitButton pending={mutation.isPending} label="Log in" />
      <div className="flex flex-wrap justify-between gap-2">
        <button
          type="button"
          className={linkButtonClass}
          onClick={() => showAuthDialog('forgot-password')}
        >
          Forgot password?
        </button>
        <button
          type="button"
          className={linkButtonClass}
          onClick={() => showAuthDialog('register')}
        >
          Create a new account
        </button>
      </div>
    </form>
  );
}
