import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { OPEN_FROM_NOTIFICATION, type OpenFromNotification } from '@/lib/pwa/push-protocol';
import { useDevices } from '../api/push-api';
import { offerDismissed, watchForOfferMoment } from '../model/offer';
import { keepReportingPresence } from '../model/presence';
import { permission, pushSupport } from '../model/support';
import { PushOffer } from './push-offer';

/**
 * What notifications need on every page of a logged-in user (mounted by the root route):
 * a tap on a notification opens its conversation here; the tab tells the server whether it
 * is in view (only once the account has a device to notify); and the offer to turn them on
 * comes when a reply finished while the app was away.
 */
export default function PushAutostart() {
  const router = useRouter();
  const devices = useDevices();
  const [offer, setOffer] = useState(false);
  const hasDevices = (devices.total ?? 0) > 0;

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      const message = event.data as Partial<OpenFromNotification> | null;
      if (message?.type !== OPEN_FROM_NOTIFICATION || typeof message.url !== 'string') return;
      // Only a path of this app: the worker sends one, but nothing else should steer the page.
      if (!message.url.startsWith('/') || message.url.startsWith('//')) return;
      router.history.push(message.url);
      event.ports[0]?.postMessage({ done: true });
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [router]);

  useEffect(() => (hasDevices ? keepReportingPresence() : undefined), [hasDevices]);

  useEffect(() => {
    if (pushSupport() !== 'supported') return;
    return watchForOfferMoment(() => {
      if (permission() === 'default' && !offerDismissed()) setOffer(true);
    });
  }, []);

  return <PushOffer open={offer} devices={devices.items} onClose={() => setOffer(false)} />;
}
