import type { MiddlewareHandler } from 'hono';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_NONE = 'no-cache';
/** Catalogue reads: shared caches may keep them briefly and serve stale while refreshing. */
export const CACHE_CATALOGUE = 'public, max-age=60, stale-while-revalidate=300';

/** Every directive but script-src, which contentSecurityPolicy builds. */
const CSP_REST = [
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
];

/**
 * The Content-Security-Policy. `scriptHashes` ('sha256-…') allow a page's own inline scripts,
 * each by the hash of its exact text: the app shell has one (static.ts computes it).
 */
export const contentSecurityPolicy = (scriptHashes: readonly string[] = []): string =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    ...CSP_REST,
  ].join('; ');

export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': contentSecurityPolicy(),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** Set on every response, API and static alike, including errors. */
export const securityHeaders = (): MiddlewareHandler => async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    // A page may ask for a stricter referrer policy (the payment pages do); the rest are fixed.
    if (name === 'Referrer-Policy' && c.res.headers.has(name)) continue;
    // The app shell's policy, built by contentSecurityPolicy, adds its inline script's hash.
    if (name === 'Content-Security-Policy' && c.res.headers.has(name)) continue;
    c.res.headers.set(name, value);
  }
};
