import { useState, type FormEvent } from 'react';
import { FormAlert, SubmitButton, TextField } from '@/components/ui/text-field';
import { ApiRequestError } from '@/lib/api-client';
import {
  formAlertMessage,
  hasErrors,
  issuesByField,
  newPasswordError,
  requiredError,
} from '@/lib/form-validation';
import { DEFAULT_TOAST_LIFE, toast } from '@/lib/toast/toast-store';
import { useChangePassword } from '../api/change-password';

export function PasswordForm({ userId }: { userId: string }) {
  const mutation = useChangePassword(userId);
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});
  const serverError = mutation.error instanceof ApiRequestError ? mutation.error : null;
  const issues = issuesByField(serverError);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The same rules as the auth dialogs, so a password is judged alike everywhere.
    const next = {
      current: requiredError(currentPassword, 'Current password'),
      next: newPasswordError(newPassword, 'New password'),
    };
    setErrors(next);
    if (hasErrors(next)) return;
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
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormAlert message={formAlertMessage(serverError)} />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        onValueChange={setCurrent}
        error={errors.current ?? issues.currentPassword}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={newPassword}
        onValueChange={setNew}
        error={errors.next ?? issues.newPassword}
      />
      <SubmitButton pending={mutation.isPending} label="Change password" />
    </form>
  );
}
