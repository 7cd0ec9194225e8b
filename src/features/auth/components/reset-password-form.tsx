import { useNavigate } from '@tanstack/react-router';
import { AUTH_ERROR_CODES } from '@contract/constants.ts';
import { Form, PasswordField } from '@/components/form/form';
import { useForm } from '@/components/form/use-form';
import { SubmitButton } from '@/components/ui/text-field';
import { showAuthDialog } from '@/lib/auth/dialog-controller';
import { matchError, newPasswordError } from '@/lib/form-validation';
import { DEFAULT_TOAST_LIFE, toast } from '@/lib/toast/toast-store';
import { useSetNewPassword } from '../api/set-new-password';
import { RESET_TOKEN_PARAM } from '../reset-token';
import { linkButtonClass } from './dialog-styles';

export function ResetPasswordForm() {
  const navigate = useNavigate();
  const mutation = useSetNewPassword();
  const form = useForm(mutation, { password: '', confirm: '' });
  const { password, confirm } = form.values;

  function onSubmit() {
    const valid = form.validate({
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
    <Form alert={form.alert} onSubmit={onSubmit}>
      <PasswordField label="New password" autoComplete="new-password" {...form.field('password')} />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        {...form.field('confirm')}
      />
      <SubmitButton pending={mutation.isPending} label="Save password" />
      {/* A used or expired link cannot be retried: the way on is a new one. */}
      {mutation.error?.code === AUTH_ERROR_CODES.invalidToken && (
        <button
          type="button"
          className={linkButtonClass}
          onClick={() => showAuthDialog('forgot-password')}
        >
          Send me a new link
        </button>
      )}
    </Form>
  );
}
