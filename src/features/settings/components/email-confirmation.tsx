import type { ReactNode } from 'react';
import type { EmailConfirmation } from '../api/confirm-email';

const TITLES: Record<EmailConfirmation['result'], string> = {
  changed: 'Email address changed',
  'already-confirmed': 'Already confirmed',
  taken: 'Email address not changed',
  network: 'No connection',
  failed: 'Link not valid',
};

/** What a change-email link did, said plainly; `action` is the way on (settings or login). */
export function EmailConfirmationView({
  confirmation,
  action,
}: {
  confirmation: EmailConfirmation;
  action: ReactNode;
}) {
  const text =
    confirmation.result === 'changed'
      ? `Your email address is now ${confirmation.email}. Use it to log in from now on.`
      : confirmation.message;
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4 py-10">
      <div role="status" className="flex flex-col gap-3">
        <h1 className="font-display text-4xl font-semibold">{TITLES[confirmation.result]}</h1>
        <p className="text-lg text-muted">{text}</p>
      </div>
      <div>{action}</div>
    </section>
  );
}
