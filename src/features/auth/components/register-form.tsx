import { EmailField, Form, PasswordField } from '@/components/form/form';
import { useForm } from '@/components/form/use-form';
import { SubmitButton } from '@/components/ui/text-field';
import { showAuthDialog } from '@/lib/auth/dialog-controller';
import { keepTargetForLater } from '@/lib/auth/redirect-path';
import { emailError, newPasswordError } from '@/lib/form-validation';
import { useRegister } from '../api/register';
import { linkButtonClass } from './dialog-styles';

export function RegisterForm() {
  const mutation = useRegister();
  const form = useForm(mutation, { email: '', password: '' });
  const { email, password } = form.values;

  function onSubmit() {
    const valid = form.validate({
      email: emailError(email),
      password: newPasswordError(password, 'Password', email),
    });
    if (!valid) return;
    mutation.mutate(
      { email: email.trim(), password },
      // A page waited on this dialog (e.g. a chat): the login after confirming goes there.
      { onSuccess: () => keepTargetForLater() },
    );
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
    <Form alert={form.alert} onSubmit={onSubmit}>
      <EmailField {...form.field('email')} />
      <PasswordField autoComplete="new-password" {...form.field('password')} />
      <SubmitButton pending={mutation.isPending} label="Create account" />
      {toLogin}
    </Form>
  );
}
