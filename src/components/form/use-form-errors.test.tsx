import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { useFormErrors } from './use-form-errors';

type Field = 'email' | 'password';

function render(error: Error | null) {
  return renderHook(({ failure }) => useFormErrors<Field>({ error: failure }), {
    initialProps: { failure: error },
  });
}

const refusal = (status: number, issues?: { path: string; message: string }[]) =>
  new ApiRequestError('Email or password is incorrect.', status, 'BAD_REQUEST', { issues });

afterEach(cleanup);

describe('useFormErrors', () => {
  it('is quiet until something fails', () => {
    const { result } = render(null);
    expect(result.current.alert).toBeUndefined();
    expect(result.current.fieldError('email')).toBeUndefined();
  });

  it('gives an error from outside the API (a refresh token gone, storage refused) a general alert', () => {
    const { result } = render(new Error('Refresh token not available'));
    expect(result.current.alert).toBe('Something went wrong. Please try again.');
    expect(result.current.fieldError('email')).toBeUndefined();
  });

  it('shows the client checks, and says whether the form may submit', () => {
    const { result } = render(null);
    let valid = true;
    act(() => {
      valid = result.current.validate({ email: 'Email is required', password: undefined });
    });
    expect(valid).toBe(false);
    expect(result.current.fieldError('email')).toBe('Email is required');
    expect(result.current.fieldError('password')).toBeUndefined();
    act(() => {
      valid = result.current.validate({ email: undefined, password: undefined });
    });
    expect(valid).toBe(true);
    expect(result.current.fieldError('email')).toBeUndefined();
  });

  it("puts a 400's issues on their fields and asks for corrections in the alert", () => {
    const { result } = render(
      refusal(400, [{ path: 'password', message: 'Password must be at least 8 characters' }]),
    );
    expect(result.current.fieldError('password')).toBe('Password must be at least 8 characters');
    expect(result.current.fieldError('email')).toBeUndefined();
    expect(result.current.alert).toBe('Please correct the highlighted fields.');
  });

  it("prefers the client's check to the server's issue on the same field", () => {
    const { result } = render(refusal(400, [{ path: 'email', message: 'from the server' }]));
    act(() => {
      result.current.validate({ email: 'Enter a valid email address', password: undefined });
    });
    expect(result.current.fieldError('email')).toBe('Enter a valid email address');
  });

  it('shows any other refusal in the alert, and a rate limit as a wait', () => {
    const { result, rerender } = render(refusal(401));
    expect(result.current.alert).toBe('Email or password is incorrect.');
    rerender({ failure: refusal(429) });
    expect(result.current.alert).toBe('Too many attempts. Please wait a minute and try again.');
    rerender({ failure: null });
    expect(result.current.alert).toBeUndefined();
  });
});

describe('useFormErrors, against the form it serves', () => {
  it('shows the server reason when its issues are about nothing the form shows', () => {
    const reason = 'This password reset link is invalid or has expired.';
    const used = new ApiRequestError(reason, 400, 'INVALID_TOKEN', {
      issues: [{ path: 'token', message: reason }],
    });
    const { result } = renderHook(() =>
      useFormErrors<'password' | 'confirm'>({ error: used }, ['password', 'confirm']),
    );
    expect(result.current.alert).toBe(reason);
    expect(result.current.fieldError('password')).toBeUndefined();
  });

  it('drops the previous try’s refusal once the user tries again', () => {
    const { result } = render(
      refusal(400, [{ path: 'password', message: 'Password must be at least 8 characters' }]),
    );
    act(() => {
      result.current.validate({ email: 'Email is required', password: undefined });
    });
    expect(result.current.alert).toBeUndefined();
    expect(result.current.fieldError('password')).toBeUndefined();
    expect(result.current.fieldError('email')).toBe('Email is required');
  });
});
