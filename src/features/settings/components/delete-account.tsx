import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Form, PasswordField } from '@/components/form/form';
import { useForm } from '@/components/form/use-form';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SubmitButton } from '@/components/ui/text-field';
import { requiredError } from '@/lib/form-validation';
import { DEFAULT_TOAST_LIFE, toast } from '@/lib/toast/toast-store';
import { useDeleteAccount } from '../api/delete-account';
import { DeletionFacts } from './deletion-facts';
import { ButtonRow } from './settings-section';

function DeleteAccountForm({ userId, onCancel }: { userId: string; onCancel: () => void }) {
  const navigate = useNavigate();
  const mutation = useDeleteAccount(userId, () => {
    toast.add({
      severity: 'success',
      summary: 'Your account has been deleted',
      detail: 'Thank you for the time you spent with us.',
      life: DEFAULT_TOAST_LIFE,
    });
    void navigate({ to: '/', replace: true });
  });
  const form = useForm(mutation, { currentPassword: '' });

  function onSubmit() {
    const { currentPassword } = form.values;
    if (!form.validate({ currentPassword: requiredError(currentPassword, 'Current password') })) {
      return;
    }
    mutation.mutate({ currentPassword });
  }

  return (
    <Form alert={form.alert} onSubmit={onSubmit}>
      <p className="text-muted">
        Your profile, your avatar and all your chats are erased for good. Records of token purchases
        and use are kept for bookkeeping, no longer linked to you. This cannot be undone.
      </p>
      <DeletionFacts />
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        {...form.field('currentPassword')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <SubmitButton pending={mutation.isPending} label="Delete my account" />
      </div>
    </Form>
  );
}

/** The row and its dialog; the password is asked again, so a borrowed session cannot do it. */
export function DeleteAccount({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ButtonRow
        label="Delete my account"
        detail="Erases your profile and chats"
        danger
        onClick={() => setOpen(true)}
      />
      <Modal open={open} onClose={() => setOpen(false)} title="Delete your account?">
        {/* Mounted only while open: a new opening starts with an empty password. */}
        {open && <DeleteAccountForm userId={userId} onCancel={() => setOpen(false)} />}
      </Modal>
    </>
  );
}
