import { useNavigate } from '@tanstack/react-router';
import { Form, PasswordField } from '@/components/form/form';
import { useForm } from '@/components/form/use-form';
import { SubmitButton } from '@/components/ui/text-field';
import { showAuthDialog } from '@/lib/auth/dialog-controller';
import { matchError, newPasswordError } from '@/lib/form-validation';
import { DEFAULT_TOAST_LIFE, toast } from '@/lib/toast/toast-store';
import { useSetNewPassword } from '../api/set-new-password';
import { RESET_TOKEN_PARAM } from '../reset-token';

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
    </Form>
  );
}
