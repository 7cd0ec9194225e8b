import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD, CONTAINS_EMAIL_NAME } from '@contract/password-rules.ts';
import { newPasswordError } from './form-validation';

// The forms judge a new password by the server's own rules, before anything is sent.
describe('newPasswordError', () => {
  it('refuses a common password and one containing the email name', () => {
    expect(newPasswordError('password')).toBe(COMMON_PASSWORD);
    expect(newPasswordError('Trustno1', 'New password')).toBe(COMMON_PASSWORD);
    expect(newPasswordError('i am jonas 77', 'Password', 'Jonas@example.com')).toBe(
      CONTAINS_EMAIL_NAME,
    );
    expect(newPasswordError('i am jonas 77')).toBeUndefined();
    expect(newPasswordError('short')).toBe('Password must be at least 8 characters');
  });
});
