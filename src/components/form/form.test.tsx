import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailField, PasswordField } from './form';

afterEach(cleanup);

const noop = () => {};

describe('shared fields', () => {
  it('an email field is labelled, typed and filled as an email', () => {
    render(<EmailField value="" onValueChange={noop} error="Email is required" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Email is required').id).toBe(input.getAttribute('aria-describedby'));
  });

  it('a password field is hidden and says which password it wants', () => {
    render(
      <>
        <PasswordField
          autoComplete="current-password"
          value=""
          onValueChange={noop}
          error={undefined}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          value=""
          onValueChange={noop}
          error={undefined}
        />
      </>,
    );
    const current = screen.getByLabelText('Password');
    expect(current.getAttribute('type')).toBe('password');
    expect(current.getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByLabelText('New password').getAttribute('autocomplete')).toBe('new-password');
  });
});
