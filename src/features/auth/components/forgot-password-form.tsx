import { EmailField, Form } from '@/components/form/form';
import { useForm } from '@/components/form/use-form';
import { SubmitButton } from '@/components/ui/text-field';
import { showAuthDialog } from '@/lib/auth/dialog-controller';
import { emailError } from '@/lib/form-validation';
import { useForgotPassword } from '../api/forgot-password';
import { linkButtonClass } from './dialog-styles';

export function ForgotPasswordForm() {
  const mutation = useForgotPassword();
  const form = useForm(mutation, { email: '' });
  const { email } = form.values;

  function onSubmit() {
    if (form.validate({ email: emailError(email) })) mutation.mutate({ email: email.trim() });
  }

  return (
    <Form alert={form.alert} onSubmit={onSubmit}>
      {mutation.isSuccess && (
        <p role="status" className="rounded-xl border border-line bg-raised p-3 text-sm">
          {mutation.data.message}
        </p>
      )}
      <EmailField {...form.field('email')} />
      <SubmitButton pending={mutation.isPending} label="Send reset link" />
      <button type="button" className={linkButtonClass} onClick={() => showAuthDialog('login')}>
        Back to log in
      </button>
    </Form>
  );
}
