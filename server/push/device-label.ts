import { DEVICE_LABEL_MAX } from '../contract/push.ts';

/** Checked in order: Edge and Opera say "Chrome" too, Chrome says "Safari" too. */
const BROWSERS: [RegExp, string][] = [
  [/EdgA?\/|Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/CriOS\//, 'Chrome'],
  [/Chrome\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPod/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/**
 * "Chrome on Android": how Settings names a device, read from the User-Agent of the request
 * that subscribed it. Only a label for the person to recognise their devices; nothing trusts it.
 */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  const label =
    browser && system
      ? `${browser} on ${system}`
      : (browser ?? (system ? `A browser on ${system}` : 'A browser'));
  return label.slice(0, DEVICE_LABEL_MAX);
}
