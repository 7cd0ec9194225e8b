import { useState } from 'react';
import { EmailField, Form } from '@/components/form/form';
import { useFormErrors } from '@/components/form/use-form-errors';
import { SubmitButton } from '@/components/ui/text-field';
import { showAuthDialog } from '@/lib/auth/dialog-controller';
import { emailError } from '@/lib/form-validation';
import { useForgotPassword } from '../api/forgot-password';
import { linkButtonClass } from './dialog-styles';

export function ForgotPasswordForm() {
  const mutation = useForgotPassword();
  const errors = useFormErrors<'email'>(mutation);
  const [email, setEmail] = useState('');

  function onSubmit() {
    if (errors.validate({ email: emailError(email) })) mutation.mutate({ email: email.trim() });
  }

  return (
    <Form alert={errors.alert} onSubmit={onSubmit}>
      {mutation.isSuccess && (
        <p role="status" className="rounded-xl border border-line bg-raised p-3 text-sm">
          {mutation.data.message}
        </p>
      )}
      <EmailField value={email} onValueChange={setEmail} error={errors.fieldError('email')} />
      <SubmitButton pending={mutation.isPending} label="Send reset link" />
      <button type="button" className={linkButtonClass} onClick={() => showAuthDialog('login')}>
        Back to log in
      </button>
    </Form>
  );
}
