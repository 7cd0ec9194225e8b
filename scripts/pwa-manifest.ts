import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest, what makes the app installable. Icon and screenshot URLs carry the
 * build id (`?v=`, cache-busting) because their file names are not content-hashed; the service
 * worker ignores `v` when it looks them up in the precache.
 */
export function pwaManifest(buildId: string): Partial<ManifestOptions> {
  const v = (path: string) => `${path}?v=${encodeURIComponent(buildId)}`;
  const icon192 = { src: v('/icons/icon-192.png'), sizes: '192x192', type: 'image/png' };
  return {
    id: '/',
    name: 'Angels',
    short_name: 'Angels',
    description:
      'Discover Angels: AI companions to browse, meet and chat with, on any device, even offline.',
    lang: 'en',
    dir: 'ltr',
    start_url: '/discover',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    // The dark theme is the default; index.html paints the same colour before the app loads.
    theme_color: '#120a17',
    background_color: '#120a17',
    categories: ['entertainment', 'social', 'lifestyle'],
    icons: [
      { ...icon192, purpose: 'any' },
      { src: v('/icons/icon-512.png'), sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: v('/icons/maskable-512.png'),
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
    screenshots: [
      {
        src: v('/screenshots/discover-narrow.png'),
        sizes: '540x1170',
        type: 'image/png',
        form_factor: 'narrow',
        label: 'Discover Angels on a phone',
      },
      {
        src: v('/screenshots/discover-wide.png'),
        sizes: '1280x800',
        type: 'image/png',
        form_factor: 'wide',
        label: 'Discover Angels on a desktop',
      },
    ],
    shortcuts: [
      { name: 'Discover', short_name: 'Discover', url: '/discover', icons: [icon192] },
      { name: 'Chats', short_name: 'Chats', url: '/chat', icons: [icon192] },
    ],
  };
}
