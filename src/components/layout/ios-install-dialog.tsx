import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

/** iOS Safari cannot prompt: tell people the three taps that install the app. */
export default function IosInstallDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title="Install Angels">
      <p className="text-muted">
        Add Angels to your Home Screen to open it like an app, even offline.
      </p>
      <ol className="mt-4 flex list-decimal flex-col gap-2 pl-5">
        <li>
          Tap the <strong>Share</strong> button (a square with an arrow pointing up) in Safari's
          toolbar.
        </li>
        <li>
          Choose <strong>Add to Home Screen</strong>.
        </li>
        <li>
          Tap <strong>Add</strong>.
        </li>
      </ol>
      <Button className="mt-6 self-end" onClick={onClose}>
        Got it
      </Button>
    </Modal>
  );
}
