import { jwtDecode } from 'jwt-decode';

/** An access token is refreshed when it expires within 10 s, so no request carries a dying one. */
export const TOKEN_EXPIRY_MARGIN_MS = 10_000;

/** True when the token is missing, unreadable, has no exp, or expires within the margin. */
export function accessTokenNeedsRefresh(
  accessToken: string | undefined,
  now: number = Date.now(),
): boolean {
  if (!accessToken) return true;
  try {
    const { exp } = jwtDecode<{ exp?: number }>(accessToken);
    return typeof exp !== 'number' || exp * 1000 - now <= TOKEN_EXPIRY_MARGIN_MS;
  } catch {
    return true;
  }
}
