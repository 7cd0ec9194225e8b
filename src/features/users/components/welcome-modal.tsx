import { Modal } from '@/components/ui/modal';
import { AvatarForm } from './avatar-form';

/** A non-agent without an avatar must set one up first: this modal cannot be closed. */
export default function WelcomeModal({ userId }: { userId: string }) {
  return (
    <Modal open closable={false} onClose={() => {}} title="Welcome! Set up your avatar">
      <p className="mb-4 text-muted">Choose how your Angels will see you.</p>
      <AvatarForm userId={userId} submitLabel="Save and continue" />
    </Modal>
  );
}
