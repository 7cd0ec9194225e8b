import { Modal } from '@/components/ui/modal';
import { closeAuthDialog, useDialogs, type AuthDialogKind } from '@/lib/auth/dialog-controller';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';

const titles: Record<AuthDialogKind, string> = {
  register: 'Create account',
  login: 'Log in',
  'forgot-password': 'Forgot password',
  'reset-password': 'Set a new password',
};

const forms: Record<AuthDialogKind, () => React.JSX.Element> = {
  register: RegisterForm,
  login: LoginForm,
  'forgot-password': ForgotPasswordForm,
  'reset-password': ResetPasswordForm,
};

/** The account dialogs, loaded on first use; one modal whose content follows the controller. */
export default function AuthDialogs() {
  const { auth } = useDialogs();
  const Form = auth ? forms[auth] : null;
  return (
    <Modal open={auth !== null} onClose={closeAuthDialog} title={auth ? titles[auth] : ''}>
      {/* Keyed: switching dialogs starts a fresh form (typed values stay within one dialog). */}
      {Form && auth && <Form key={auth} />}
    </Modal>
  );
}
