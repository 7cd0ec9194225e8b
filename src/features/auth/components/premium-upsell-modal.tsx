import { Link } from '@tanstack/react-router';
import { PREMIUM_BENEFITS } from '@contract/constants.ts';
import { buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { closePremiumUpsell, useDialogs } from '@/lib/auth/dialog-controller';

/** Shown by the premium guard when a user without premium opens a premium page; closable. */
export default function PremiumUpsellModal() {
  const { premiumUpsell } = useDialogs();
  return (
    <Modal open={premiumUpsell} onClose={closePremiumUpsell} title="Go Premium">
      <div className="flex flex-col gap-4">
        <p className="text-muted">This page is part of Premium. With Premium you get:</p>
        <ul className="flex flex-col gap-2">
          {PREMIUM_BENEFITS.map((benefit) => (
            <li key={benefit.id} className="flex gap-3">
              <span aria-hidden="true" className="text-accent">
                ✦
              </span>
              <span>
                <strong className="font-semibold">{benefit.title}</strong> {benefit.detail}
              </span>
            </li>
          ))}
        </ul>
        <Link to="/premium" className={buttonClasses('primary')} onClick={closePremiumUpsell}>
          See Premium plans and prices
        </Link>
      </div>
    </Modal>
  );
}
