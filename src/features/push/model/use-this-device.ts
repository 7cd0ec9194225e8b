import { useCallback, useEffect, useState } from 'react';
import type { PushDevice } from '@contract/push.ts';
import { addDevice, fetchPublicKey, removeDevice, useRefreshDevices } from '../api/push-api';
import {
  currentSubscription,
  endpointHash,
  subscribeBrowser,
  unsubscribeBrowser,
} from './browser-push';
import { permission } from './support';

export const DENIED_HELP =
  'Notifications are blocked for this site in your browser. To get them, allow notifications ' +
  "for this site in the browser's site settings (the icon beside the address), then turn them " +
  'on here again.';

/** The browser said no without asking (or the person closed the question). */
const NOT_ALLOWED = 'Notifications were not allowed. You can turn them on here at any time.';

/**
 * The browser's push service said no (its words are for developers): a private window has none
 * (Chrome answers "permission denied" there), or the service cannot be reached.
 */
function refusedWords(refusal: unknown): string {
  const detail = refusal instanceof Error && refusal.message ? ` (${refusal.message})` : '';
  return (
    `This browser could not turn notifications on${detail}. Private windows cannot receive ` +
    'notifications, and the browser needs to reach its push service: try a normal window, ' +
    'online.'
  );
}

/** This browser's notifications: whether it is on, and turning it on or off. */
export function useThisDevice(devices: PushDevice[]) {
  const refresh = useRefreshDevices();
  const [hash, setHash] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [allowed, setAllowed] = useState(permission);

  useEffect(() => {
    let live = true;
    void currentSubscription()
      .then((sub) => (sub ? endpointHash(sub.endpoint) : null))
      .then((found) => live && setHash(found))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const device = hash ? devices.find((d) => d.endpointHash === hash) : undefined;

  const turnOn = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      const answer =
        Notification.permission === 'default'
          ? await Notification.requestPermission()
          : Notification.permission;
      setAllowed(answer);
      if (answer === 'denied') throw new Error(DENIED_HELP);
      if (answer !== 'granted') throw new Error(NOT_ALLOWED);
      const body = await subscribeBrowser(await fetchPublicKey()).catch((refusal: unknown) => {
        throw new Error(refusedWords(refusal));
      });
      await addDevice(body);
      setHash(await endpointHash(body.endpoint));
      await refresh();
      return true;
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Notifications could not be turned on.');
      return false;
    } finally {
      setBusy(false);
    }
  }, [refresh]);

  const turnOff = useCallback(
    async (id: string) => {
      setBusy(true);
      setError(null);
      try {
        if (id === device?.id) await unsubscribeBrowser();
        await removeDevice(id);
        if (id === device?.id) setHash(null);
        await refresh();
      } catch (caught) {
        setError(caught instanceof Error ? caught.message : 'The device could not be turned off.');
      } finally {
        setBusy(false);
      }
    },
    [device, refresh],
  );

  return { device, busy, error, allowed, turnOn, turnOff };
}
