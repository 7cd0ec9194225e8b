import type { FormEvent, ReactNode } from 'react';
import { FormAlert, TextField } from '@/components/ui/text-field';
import type { FieldBinding } from './use-form';

/** A form that validates itself (no browser bubbles) with its alert on top. */
export function Form({
  alert,
  onSubmit,
  children,
}: {
  alert: string | undefined;
  onSubmit: () => void;
  children: ReactNode;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormAlert message={alert} />
      {children}
    </form>
  );
}

export function EmailField(props: FieldBinding) {
  return <TextField label="Email" type="email" autoComplete="email" {...props} />;
}

/** `current-password` lets the password manager fill it; `new-password` offers to make one. */
export function PasswordField({
  label = 'Password',
  autoComplete,
  ...props
}: FieldBinding & { label?: string; autoComplete: 'current-password' | 'new-password' }) {
  return <TextField label={label} type="password" autoComplete={autoComplete} {...props} />;
}
