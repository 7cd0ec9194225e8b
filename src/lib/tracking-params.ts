/**
 * The tracking pixel's parameters: pid and ptype from the landing URL. Both must be present
 * strings, and only the "reddit" pixel type is allowed; anything else is warned about and not
 * stored. New params that differ from the stored ones are warned about, then replace them.
 */
import { TRACKING_PARAM_NAMES } from './landing-params';

export const TRACKING_PARAMS_KEY = 'tracking-params';
export const ALLOWED_PIXEL_TYPE = 'reddit';

export type TrackingParams = { pid: string; ptype: string };

function readStored(): TrackingParams | undefined {
  try {
    const raw = localStorage.getItem(TRACKING_PARAMS_KEY);
    return raw === null ? undefined : (JSON.parse(raw) as TrackingParams);
  } catch {
    return undefined;
  }
}

/** Returns what is stored afterwards. */
export function storeTrackingParams(search: string): TrackingParams | undefined {
  const params = new URLSearchParams(search);
  if (!TRACKING_PARAM_NAMES.some((name) => params.has(name))) return readStored();
  const pid = params.get('pid');
  const ptype = params.get('ptype');
  if (typeof pid !== 'string' || typeof ptype !== 'string' || pid === '' || ptype === '') {
    console.warn('Tracking params need both pid and ptype as strings; ignoring them.', {
      pid,
      ptype,
    });
    return readStored();
  }
  if (ptype !== ALLOWED_PIXEL_TYPE) {
    console.warn(`Tracking pixel type "${ptype}" is not allowed; not stored.`);
    return readStored();
  }
  const stored = readStored();
  const next = { pid, ptype };
  if (stored && (stored.pid !== pid || stored.ptype !== ptype)) {
    console.warn('Tracking params changed; replacing the stored ones.', { stored, next });
  }
  localStorage.setItem(TRACKING_PARAMS_KEY, JSON.stringify(next));
  return next;
}

/** Start-up initialiser. */
export function initTrackingParams(): void {
  storeTrackingParams(window.location.search);
}
