import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { FormAlert, SubmitButton, TextField } from '@/components/ui/text-field';
import { ApiRequestError } from '@/lib/api-client';
import { showAuthDialog } from '@/lib/auth/dialog-controller';
import { DEFAULT_TOAST_LIFE, toast } from '@/lib/toast/toast-store';
import { useSetNewPassword } from '../api/set-new-password';
import { RESET_TOKEN_PARAM } from '../reset-token';
import { formAlertMessage, hasErrors, matchError, newPasswordError } from '@/lib/form-validation';

export function ResetPasswordForm() {
  const navigate = useNavigate();
  const mutation = useSetNewPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const serverError = mutation.error instanceof ApiRequestError ? mutation.error : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next = {
      password: newPasswordError(password, 'New password'),
      confirm: matchError(confirm, password),
    };
    setErrors(next);
    if (hasErrors(next)) return;
    // Read at submit time: the link's route redirects to /?reset-token=… around the opening.
    const token = new URLSearchParams(window.location.search).get(RESET_TOKEN_PARAM) ?? '';
    mutation.mutate(
      { token, password },
      {
        onSuccess: ({ message }) => {
          toast.add({ severity: 'success', summary: message, life: DEFAULT_TOAST_LIFE });
          void navigate({ to: '/', replace: true });
          showAuthDialog('login');
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormAlert message={formAlertMessage(serverError)} />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onValueChange={setPassword}
        error={errors.password}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onValueChange={setConfirm}
        error={errors.confirm}
      />
      <SubmitButton pending={mutation.isPending} label="Save password" />
    </form>
  );
}
