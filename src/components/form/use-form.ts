import { useState } from 'react';
import type { ApiRequestError } from '@/lib/api-client';
import { useFormErrors } from './use-form-errors';

/** What a text field needs: its value, its setter and its error, spread onto the field. */
export type FieldBinding = {
  value: string;
  onValueChange: (value: string) => void;
  error: string | undefined;
};

/**
 * A form of text fields sent by one mutation: the values, and each field's binding with its
 * error (see `useFormErrors`), so a field is one line: `<EmailField {...form.field('email')} />`.
 */
export function useForm<Field extends string>(
  mutation: { error: ApiRequestError | null },
  initial: Record<Field, string>,
) {
  const [values, setValues] = useState(initial);
  const errors = useFormErrors<Field>(mutation, Object.keys(initial) as Field[]);
  return {
    values,
    alert: errors.alert,
    validate: errors.validate,
    field: (name: Field): FieldBinding => ({
      value: values[name],
      onValueChange: (value) => setValues((current) => ({ ...current, [name]: value })),
      error: errors.fieldError(name),
    }),
    /** Back to the initial values (after a save that should not be sent twice). */
    clear: () => setValues(initial),
  };
}
