import { lazy, Suspense, useState } from 'react';
import { InstallIcon } from '@/components/ui/icons';
import { promptInstall, useInstallOffer } from '@/lib/pwa/install-prompt';

const IosInstallDialog = lazy(() => import('./ios-install-dialog'));

/**
 * "Install app" in the main menu: only when the browser offers installation, or on iOS Safari
 * (which has no prompt: a dialog explains Add to Home Screen); nothing once installed.
 */
export function InstallAppItem({
  className,
  onNavigate,
}: {
  className: string;
  onNavigate?: () => void;
}) {
  const offer = useInstallOffer();
  const [instructionsOpen, setInstructionsOpen] = useState(false);
  if (offer === null && !instructionsOpen) return null;
  return (
    <li>
      <button
        type="button"
        className={`${className} w-full`}
        aria-haspopup="dialog"
        onClick={() => {
          if (offer === 'prompt') {
            onNavigate?.();
            void promptInstall();
          } else {
            // The drawer stays open beneath: closing it would unmount this dialog's owner.
            setInstructionsOpen(true);
          }
        }}
      >
        <InstallIcon />
        Install app
      </button>
      {instructionsOpen && (
        <Suspense fallback={null}>
          <IosInstallDialog onClose={() => setInstructionsOpen(false)} />
        </Suspense>
      )}
    </li>
  );
}
