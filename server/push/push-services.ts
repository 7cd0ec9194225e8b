/**
 * Where a subscription may point. The server POSTs to a subscription's endpoint, which the
 * client chose: left open, any logged-in user could make the server send requests into its own
 * network. So an endpoint must be one of the browsers' push services (https), or an origin the
 * operator named in PUSH_SERVICE_ORIGINS (a local push service in tests).
 */
const BROWSER_PUSH_HOSTS = [
  // Chrome, Edge (Chromium), Opera, Samsung Internet: Firebase Cloud Messaging.
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  // Firefox.
  /^([a-z0-9-]+\.)*push\.services\.mozilla\.com$/,
  // Safari (macOS 13+, iOS 16.4+ installed to the Home Screen).
  /^([a-z0-9-]+\.)*push\.apple\.com$/,
  // Edge on Windows' own service.
  /^([a-z0-9-]+\.)*notify\.windows\.com$/,
];

/** Whether the server may send to `endpoint`; `extra` is Config.pushServiceOrigins. */
export function isPushService(endpoint: string, extra: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extra.includes(`${url.protocol}//${url.hostname}`)) return true;
  return url.protocol === 'https:' && BROWSER_PUSH_HOSTS.some((host) => host.test(url.hostname));
}
