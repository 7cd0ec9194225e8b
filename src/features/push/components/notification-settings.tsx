import { Button } from '@/components/ui/button';
import { useDevices } from '../api/push-api';
import { pushSupport } from '../model/support';
import { DENIED_HELP, useThisDevice } from '../model/use-this-device';
import { DeviceRows } from './device-rows';
import { LockScreenSwitch } from './lock-screen-switch';

export { pushSupport };

const INSTALL_FIRST =
  'On iPhone and iPad, notifications work once Angels is on your Home Screen: tap Share, then ' +
  '"Add to Home Screen", open Angels from there and turn them on in Settings.';

/**
 * Settings → Notifications (rows of a SettingsSection, which the route composes): this
 * device on or off, the account's devices, the lock-screen choice. The route shows none of it
 * where the browser has no Push API; on iPhone Safari outside the Home Screen, it says why.
 */
export function NotificationSettings() {
  const support = pushSupport();
  const list = useDevices();
  const here = useThisDevice(list.items);
  if (support === 'install-first') {
    return <li className="px-6 py-4 text-muted">{INSTALL_FIRST}</li>;
  }
  if (support === 'unsupported') return null;
  const denied = here.allowed === 'denied' && !here.device;
  return (
    <>
      <li className="flex flex-col gap-2 px-6 py-3">
        <span className="flex flex-wrap items-center justify-between gap-3">
          <span className="flex min-w-0 flex-col">
            <span className="text-lg">This device</span>
            <span className="text-sm text-muted">
              {here.device
                ? 'Replies that arrive while Angels is in the background show here.'
                : 'Get a notification when an Angel replies while Angels is in the background.'}
            </span>
          </span>
          {!here.device && (
            <Button
              onClick={() => void here.turnOn()}
              disabled={here.busy || denied}
              aria-busy={here.busy || undefined}
            >
              Turn on notifications
            </Button>
          )}
        </span>
        {(here.error ?? (denied ? DENIED_HELP : null)) && (
          <p role="alert" className="text-sm text-danger">
            {here.error ?? DENIED_HELP}
          </p>
        )}
      </li>
      <DeviceRows
        list={list}
        thisDevice={here.device}
        busy={here.busy}
        onTurnOff={(device) => void here.turnOff(device.id)}
      />
      {list.items.length > 0 && <LockScreenSwitch />}
    </>
  );
}
