import { useState } from 'react';
import { EmailField, Form, PasswordField } from '@/components/form/form';
import { useFormErrors } from '@/components/form/use-form-errors';
import { SubmitButton } from '@/components/ui/text-field';
import { showAuthDialog } from '@/lib/auth/dialog-controller';
import { emailError, newPasswordError } from '@/lib/form-validation';
import { useRegister } from '../api/register';
import { linkButtonClass } from './dialog-styles';

export function RegisterForm() {
  const mutation = useRegister();
  const errors = useFormErrors<'email' | 'password'>(mutation);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  function onSubmit() {
    const valid = errors.validate({
      email: emailError(email),
      password: newPasswordError(password),
    });
    if (valid) mutation.mutate({ email: email.trim(), password });
  }

  const toLogin = (
    <button type="button" className={linkButtonClass} onClick={() => showAuthDialog('login')}>
      I already have an account
    </button>
  );

  if (mutation.isSuccess) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <p className="text-lg font-semibold">Check your inbox…</p>
        <p className="text-muted">
          We sent a confirmation link to {email.trim()}. Open it to activate your account, then log
          in.
        </p>
        {toLogin}
      </div>
    );
  }

  return (
    <Form alert={errors.alert} onSubmit={onSubmit}>
      <EmailField value={email} onValueChange={setEmail} error={errors.fieldError('email')} />
      <PasswordField
        autoComplete="new-password"
        value={password}
        onValueChange={setPassword}
        error={errors.fieldError('password')}
      />
      <SubmitButton pending={mutation.isPending} label="Create account" />
      {toLogin}
    </Form>
  );
}
