import { Link } from '@tanstack/react-router';
import { buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { closePremiumUpsell, useDialogs } from '@/lib/auth/dialog-controller';

/** Shown by the premium guard when a user without premium opens a premium page; closable. */
export default function PremiumUpsellModal() {
  const { premiumUpsell } = useDialogs();
  return (
    <Modal open={premiumUpsell} onClose={closePremiumUpsell} title="Go Premium">
      <div className="flex flex-col gap-4">
        <p className="text-muted">
          Creating your own personal avatar is a Premium feature. Premium also brings more
          conversations with your Angels.
        </p>
        <Link to="/premium" className={buttonClasses('primary')} onClick={closePremiumUpsell}>
          See Premium
        </Link>
      </div>
    </Modal>
  );
}
