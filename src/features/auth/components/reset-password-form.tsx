import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Form, PasswordField } from '@/components/form/form';
import { useFormErrors } from '@/components/form/use-form-errors';
import { SubmitButton } from '@/components/ui/text-field';
import { showAuthDialog } from '@/lib/auth/dialog-controller';
import { matchError, newPasswordError } from '@/lib/form-validation';
import { DEFAULT_TOAST_LIFE, toast } from '@/lib/toast/toast-store';
import { useSetNewPassword } from '../api/set-new-password';
import { RESET_TOKEN_PARAM } from '../reset-token';

export function ResetPasswordForm() {
  const navigate = useNavigate();
  const mutation = useSetNewPassword();
  const errors = useFormErrors<'password' | 'confirm'>(mutation);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  function onSubmit() {
    const valid = errors.validate({
      password: newPasswordError(password, 'New password'),
      confirm: matchError(confirm, password),
    });
    if (!valid) return;
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
    <Form alert={errors.alert} onSubmit={onSubmit}>
      <PasswordField
        label="New password"
        autoComplete="new-password"
        value={password}
        onValueChange={setPassword}
        error={errors.fieldError('password')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        value={confirm}
        onValueChange={setConfirm}
        error={errors.fieldError('confirm')}
      />
      <SubmitButton pending={mutation.isPending} label="Save password" />
    </Form>
  );
}
