import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AGE_VERIFIED_KEY,
  acceptAge,
  isAgeVerified,
  leavePage,
  rejectAge,
} from './age-verification';

describe('age verification', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('is unverified until the "age-verified" flag is "true"', () => {
    expect(AGE_VERIFIED_KEY).toBe('age-verified');
    expect(isAgeVerified()).toBe(false);
    localStorage.setItem('age-verified', 'false');
    expect(isAgeVerified()).toBe(false);
  });

  it('accepting stores the flag', () => {
    acceptAge();
    expect(localStorage.getItem('age-verified')).toBe('true');
    expect(isAgeVerified()).toBe(true);
  });

  it('rejecting leaves for a blank page and stores nothing', () => {
    const toBlank = vi.spyOn(leavePage, 'toBlank').mockImplementation(() => {});
    rejectAge();
    expect(toBlank).toHaveBeenCalledTimes(1);
    expect(isAgeVerified()).toBe(false);
  });
});
