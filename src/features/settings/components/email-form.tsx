import { useState } from 'react';
import { Form, PasswordField } from '@/components/form/form';
import { useForm } from '@/components/form/use-form';
import { SubmitButton, TextField } from '@/components/ui/text-field';
import { emailError, requiredError } from '@/lib/form-validation';
import { useChangeEmail } from '../api/change-email';

/**
 * A new address, confirmed by a link mailed to it: until that link is opened the account keeps
 * its current address. The password is asked again, as for every change of credentials.
 */
export function EmailForm({ userId, currentEmail }: { userId: string; currentEmail: string }) {
  const mutation = useChangeEmail(userId);
  const form = useForm(mutation, { newEmail: '', currentPassword: '' });
  const [sent, setSent] = useState<string>();

  function onSubmit() {
    const { newEmail, currentPassword } = form.values;
    const sameAddress =
      newEmail.trim().toLowerCase() === currentEmail
        ? 'This is already your email address.'
        : undefined;
    const valid = form.validate({
      newEmail: emailError(newEmail) ?? sameAddress,
      currentPassword: requiredError(currentPassword, 'Current password'),
    });
    if (!valid) return;
    setSent(undefined);
    mutation.mutate(
      { newEmail, currentPassword },
      {
        onSuccess: ({ message }) => {
          form.clear();
          setSent(message);
        },
      },
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <p
        role="status"
        className={sent ? 'rounded-xl border border-accent/60 bg-accent/10 p-3' : 'sr-only'}
      >
        {sent}
      </p>
      <Form alert={form.alert} onSubmit={onSubmit}>
        <TextField
          label="New email"
          type="email"
          autoComplete="email"
          {...form.field('newEmail')}
        />
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          {...form.field('currentPassword')}
        />
        <SubmitButton pending={mutation.isPending} label="Send confirmation link" />
      </Form>
    </div>
  );
}
