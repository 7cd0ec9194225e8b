import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { dismissOffer } from '../model/offer';
import { useThisDevice } from '../model/use-this-device';
import type { PushDevice } from '@contract/push.ts';

/**
 * "Be told when she replies?": shown once a reply finished while the app was away. Not now
 * never asks again by itself (Settings still can); Esc and the close button are a Not now.
 */
export function PushOffer({
  open,
  devices,
  onClose,
}: {
  open: boolean;
  devices: PushDevice[];
  onClose: () => void;
}) {
  const here = useThisDevice(devices);
  const later = () => {
    dismissOffer();
    onClose();
  };
  return (
    <Modal open={open} onClose={later} title="Know when a reply arrives">
      <div className="flex flex-col gap-4">
        <p className="text-muted">
          A reply came in while Angels was in the background. Turn on notifications for this device
          to see new replies even when the app is closed. You can turn them off in Settings at any
          time.
        </p>
        {here.error && (
          <p role="alert" className="text-sm text-danger">
            {here.error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={later}>
            Not now
          </Button>
          <Button
            onClick={() => void here.turnOn().then((on) => on && onClose())}
            disabled={here.busy}
            aria-busy={here.busy || undefined}
          >
            Turn on notifications
          </Button>
        </div>
      </div>
    </Modal>
  );
}
