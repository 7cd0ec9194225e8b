import { Form, PasswordField } from '@/components/form/form';
import { useForm } from '@/components/form/use-form';
import { SubmitButton } from '@/components/ui/text-field';
import { isSamePassword, SAME_PASSWORD } from '@contract/password-rules.ts';
import { matchError, newPasswordError, requiredError } from '@/lib/form-validation';
import { DEFAULT_TOAST_LIFE, toast } from '@/lib/toast/toast-store';
import { useChangePassword } from '../api/change-password';

export function PasswordForm({ userId }: { userId: string }) {
  const mutation = useChangePassword(userId);
  const form = useForm(mutation, { currentPassword: '', newPassword: '', confirm: '' });
  const { currentPassword, newPassword, confirm } = form.values;

  function onSubmit() {
    // The same rules as the auth dialogs, so a password is judged alike everywhere.
    const valid = form.validate({
      currentPassword: requiredError(currentPassword, 'Current password'),
      newPassword:
        newPasswordError(newPassword, 'New password') ??
        (isSamePassword(currentPassword, newPassword) ? SAME_PASSWORD : undefined),
      confirm: matchError(confirm, newPassword),
    });
    if (!valid) return;
    mutation.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.clear();
          toast.add({ severity: 'success', summary: 'Password changed', life: DEFAULT_TOAST_LIFE });
        },
      },
    );
  }

  return (
    <Form alert={form.alert} onSubmit={onSubmit}>
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        {...form.field('currentPassword')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        {...form.field('newPassword')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        {...form.field('confirm')}
      />
      <SubmitButton pending={mutation.isPending} label="Change password" />
    </Form>
  );
}
