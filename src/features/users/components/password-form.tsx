import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN } from '@contract/constants.ts';
import { FormAlert, SubmitButton, TextField } from '@/components/ui/text-field';
import { ApiRequestError } from '@/lib/api-client';
import { DEFAULT_TOAST_LIFE, toast } from '@/lib/toast/toast-store';
import { useChangePassword } from '../api/change-password';

export function PasswordForm({ userId }: { userId: string }) {
  const mutation = useChangePassword(userId);
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});
  const serverError = mutation.error instanceof ApiRequestError ? mutation.error : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next = {
      current: currentPassword ? undefined : 'Current password is required',
      next:
        newPassword.length >= PASSWORD_MIN
          ? undefined
          : `New password must be at least ${PASSWORD_MIN} characters`,
    };
    setErrors(next);
    if (next.current || next.next) return;
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
      <FormAlert message={serverError?.message} />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        onValueChange={setCurrent}
        error={errors.current}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={newPassword}
        onValueChange={setNew}
        error={errors.next}
      />
      <SubmitButton pending={mutation.isPending} label="Change password" />
    </form>
  );
}
