import { describe, expect, it } from 'vitest';
import { registerBodySchema, setNewPasswordBodySchema } from './auth.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import {
  COMMON_PASSWORD,
  CONTAINS_EMAIL_NAME,
  containsEmailName,
  EMAIL_NAME_MIN,
  weakPasswordReason,
} from './password-rules.ts';

describe('password rules', () => {
  it('refuses every listed common password, in any case, and keeps the list real', () => {
    expect(COMMON_PASSWORDS).toHaveLength(1000);
    expect(COMMON_PASSWORDS.slice(0, 3)).toEqual(['password', '12345678', '123456789']);
    for (const password of COMMON_PASSWORDS) {
      expect(weakPasswordReason(password)).toBe(COMMON_PASSWORD);
      expect(weakPasswordReason(password.toUpperCase())).toBe(COMMON_PASSWORD);
    }
    expect(weakPasswordReason('long enough 1')).toBeUndefined();
  });

  it('refuses a password containing the email name, case-insensitive, from 3 characters', () => {
    expect(EMAIL_NAME_MIN).toBe(3);
    expect(weakPasswordReason('xXJonas-1990Xx', 'jonas@example.com')).toBe(CONTAINS_EMAIL_NAME);
    expect(containsEmailName('my JONAS pass', 'Jonas@Example.com')).toBe(true);
    expect(containsEmailName('ab cd ef gh', 'ab@example.com')).toBe(false);
    expect(containsEmailName('abc 12345', 'abc@example.com')).toBe(true);
    expect(weakPasswordReason('xXJonas-1990Xx')).toBeUndefined();
  });

  it('is part of the request schemas, on the password field', () => {
    const issue = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      result.error?.issues.map(({ path, message }) => ({ path: path.join('.'), message }));
    expect(issue(registerBodySchema.safeParse({ email: 'a@b.co', password: 'Password' }))).toEqual([
      { path: 'password', message: COMMON_PASSWORD },
    ]);
    expect(
      issue(registerBodySchema.safeParse({ email: 'jonas@b.co', password: 'jonas rocks 9' })),
    ).toEqual([{ path: 'password', message: CONTAINS_EMAIL_NAME }]);
    expect(
      issue(setNewPasswordBodySchema.safeParse({ token: 'x'.repeat(20), password: 'qwertyuiop' })),
    ).toEqual([{ path: 'password', message: COMMON_PASSWORD }]);
    expect(
      registerBodySchema.safeParse({ email: 'a@b.co', password: 'long enough 1' }).success,
    ).toBe(true);
  });
});
