import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRACKING_PARAMS_KEY, storeTrackingParams } from './tracking-params';

const stored = () => JSON.parse(localStorage.getItem(TRACKING_PARAMS_KEY) ?? 'null') as unknown;

describe('tracking params', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    localStorage.clear();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('stores a reddit pixel under "tracking-params" as JSON {pid, ptype}', () => {
    storeTrackingParams('?pid=abc&ptype=reddit');
    expect(TRACKING_PARAMS_KEY).toBe('tracking-params');
    expect(stored()).toEqual({ pid: 'abc', ptype: 'reddit' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('does nothing without any tracking param', () => {
    storeTrackingParams('?gender=MALE');
    expect(stored()).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(['?pid=abc', '?ptype=reddit', '?pid=&ptype=reddit'])(
    'warns when one is missing: %s',
    (q) => {
      storeTrackingParams(q);
      expect(stored()).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
    },
  );

  it('warns and stores nothing for a pixel type other than reddit', () => {
    storeTrackingParams('?pid=abc&ptype=facebook');
    expect(stored()).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not allowed'));
  });

  it('warns on a change, then overwrites; the same params again are quiet', () => {
    storeTrackingParams('?pid=abc&ptype=reddit');
    storeTrackingParams('?pid=abc&ptype=reddit');
    expect(warn).not.toHaveBeenCalled();
    storeTrackingParams('?pid=xyz&ptype=reddit');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(stored()).toEqual({ pid: 'xyz', ptype: 'reddit' });
  });
});
