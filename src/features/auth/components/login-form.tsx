import { useNavigate } from '@tanstack/react-router';
import { AUTH_ERROR_CODES } from '@contract/constants.ts';
import { EmailField, Form, PasswordField } from '@/components/form/form';
import { useForm } from '@/components/form/use-form';
import { SubmitButton } from '@/components/ui/text-field';
import { suspendAccount } from '@/lib/auth/auth-client';
import { closeAuthDialog, showAuthDialog } from '@/lib/auth/dialog-controller';
import { isTargetHeld, takeRedirectPath } from '@/lib/auth/redirect-path';
import { emailError, requiredError } from '@/lib/form-validation';
import { useLogin } from '../api/login';
import { linkButtonClass } from './dialog-styles';

export function LoginForm() {
  const navigate = useNavigate();
  const mutation = useLogin();
  const form = useForm(mutation, { email: '', password: '' });
  const { email, password } = form.values;

  function onSubmit() {
    const valid = form.validate({
      email: emailError(email),
      password: requiredError(password, 'Password'),
    });
    if (!valid) return;
    mutation.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (user) => {
          // A guard waiting on this dialog continues its own navigation; otherwise a page kept
          // by an earlier registration (redirect-path.ts) is where this user was going.
          const guarded = isTargetHeld();
          const kept = takeRedirectPath();
          closeAuthDialog();
          // An agent's place is the admin app, whatever page the login started from.
          if (user.isAgent) void navigate({ to: '/admin' });
          else if (kept && !guarded) void navigate({ href: kept });
        },
        onError: (error) => {
          if (error.code === AUTH_ERROR_CODES.suspended) {
            closeAuthDialog();
            suspendAccount(error.details.meta);
          }
        },
      },
    );
  }

  return (
    <Form alert={form.alert} onSubmit={onSubmit}>
      <EmailField {...form.field('email')} />
      <PasswordField autoComplete="current-password" {...form.field('password')} />
      <SubmitButton pending={mutation.isPending} label="Log in" />
      <div className="flex flex-wrap justify-between gap-2">
        <button
          type="button"
          className={linkButtonClass}
          onClick={() => showAuthDialog('forgot-password')}
        >
          Forgot password?
        </button>
        <button
          type="button"
          className={linkButtonClass}
          onClick={() => showAuthDialog('register')}
        >
          Create a new account
        </button>
      </div>
    </Form>
  );
}
