import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { acceptAge, rejectAge, useAgeVerified } from '@/lib/age-verification';

/**
 * Shown on load until the visitor confirms their age; it cannot be closed. Kept in the entry
 * chunk on purpose: it shows on every first visit.
 */
export function AgeVerificationModal() {
  const verified = useAgeVerified();
  if (verified) return null;
  return (
    <Modal open closable={false} onClose={() => {}} title="Are you 18 or older?">
      <p className="mb-6 text-muted">
        This app shows content for adults only. Please confirm your age to continue.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button onClick={acceptAge} className="flex-1">
          I am 18 or older
        </Button>
        <Button variant="secondary" onClick={rejectAge} className="flex-1">
          I am under 18
        </Button>
      </div>
    </Modal>
  );
}
