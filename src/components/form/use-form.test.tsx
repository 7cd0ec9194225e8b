import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { useForm } from './use-form';

afterEach(cleanup);

describe('useForm', () => {
  it('binds each field to its value, its setter and its error, and clears back to the start', () => {
    const issue = { path: 'email', message: 'This email is taken' };
    const error = new ApiRequestError('taken', 400, 'BAD_REQUEST', { issues: [issue] });
    const { result } = renderHook(() => useForm({ error }, { email: '', password: '' }));
    act(() => result.current.field('password').onValueChange('a secret'));
    expect(result.current.values).toEqual({ email: '', password: 'a secret' });
    expect(result.current.field('password').value).toBe('a secret');
    expect(result.current.field('email').error).toBe('This email is taken');
    act(() => {
      result.current.validate({ email: undefined, password: 'Too short' });
    });
    expect(result.current.field('password').error).toBe('Too short');
    act(() => result.current.clear());
    expect(result.current.values).toEqual({ email: '', password: '' });
  });
});
