/**
 * What this browser can do with notifications. The Push API needs a service worker, PushManager
 * and Notification; iPhone and iPad Safari offer them only to an app added to the Home Screen
 * (iOS 16.4+), so there the answer is "install first", said in words.
 */
export type PushSupport = 'supported' | 'install-first' | 'unsupported';

type Env = {
  navigator: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> & { standalone?: boolean };
  window: object;
  standalone: boolean;
};

function environment(): Env {
  return {
    navigator,
    window,
    standalone:
      window.matchMedia?.('(display-mode: standalone)').matches === true ||
      (navigator as Navigator & { standalone?: boolean }).standalone === true,
  };
}

/** iPhone, iPad (which says "Macintosh" but has touch), iPod: every browser there is Safari's. */
export function isAppleMobile(nav: Env['navigator']): boolean {
  return (
    /iPhone|iPad|iPod/.test(nav.userAgent) ||
    (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1)
  );
}

export function pushSupport(env: Env = environment()): PushSupport {
  const api =
    'serviceWorker' in env.navigator && 'PushManager' in env.window && 'Notification' in env.window;
  if (api) return 'supported';
  if (isAppleMobile(env.navigator) && !env.standalone) return 'install-first';
  return 'unsupported';
}

/** The browser's answer so far: 'default' until the person chose. */
export const permission = (): NotificationPermission =>
  'Notification' in window ? Notification.permission : 'denied';
