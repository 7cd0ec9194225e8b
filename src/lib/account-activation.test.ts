import { beforeEach, describe, expect, it } from 'vitest';
import { initAccountActivation } from './account-activation';
import { toast } from './toast/toast-store';

describe('account activation param', () => {
  beforeEach(() => toast.clear());

  it.each([
    [
      'true',
      'success',
      'Your account has been successfully activated. You can now log in to your account.',
    ],
    [
      'false',
      'error',
      'There was an error during your account activation. Please try again or contact support.',
    ],
  ])('%s → %s toast for 15 s, then the param leaves the URL', (value, severity, text) => {
    window.history.replaceState(null, '', `/?account-activated=${value}&x=1`);
    initAccountActivation();
    expect(toast.getSnapshot()).toEqual([
      expect.objectContaining({ severity, summary: text, life: 15000 }),
    ]);
    expect(window.location.search).toBe('?x=1');
  });
});
