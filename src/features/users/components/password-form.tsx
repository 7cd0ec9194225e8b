import { useState } from 'react';
import { Form, PasswordField } from '@/components/form/form';
import { useFormErrors } from '@/components/form/use-form-errors';
import { SubmitButton } from '@/components/ui/text-field';
import { newPasswordError, requiredError } from '@/lib/form-validation';
import { DEFAULT_TOAST_LIFE, toast } from '@/lib/toast/toast-store';
import { useChangePassword } from '../api/change-password';

export function PasswordForm({ userId }: { userId: string }) {
  const mutation = useChangePassword(userId);
  const errors = useFormErrors<'currentPassword' | 'newPassword'>(mutation);
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');

  function onSubmit() {
    // The same rules as the auth dialogs, so a password is judged alike everywhere.
    const valid = errors.validate({
      currentPassword: requiredError(currentPassword, 'Current password'),
      newPassword: newPasswordError(newPassword, 'New password'),
    });
    if (!valid) return;
    mutation.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrent('');
          setNew('');
          toast.add({ severity: 'success', summary: 'Password changed', life: DEFAULT_TOAST_LIFE });
        },
      },
    );
  }

  return (
    <Form alert={errors.alert} onSubmit={onSubmit}>
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        value={currentPassword}
        onValueChange={setCurrent}
        error={errors.fieldError('currentPassword')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        value={newPassword}
        onValueChange={setNew}
        error={errors.fieldError('newPassword')}
      />
      <SubmitButton pending={mutation.isPending} label="Change password" />
    </Form>
  );
}
