import { useState } from 'react';
import { formAlertMessage, hasErrors, issuesByField } from '@/lib/form-validation';

/** What the hook needs of a mutation: its last failure (an `ApiRequestError` when the API refused). */
type FailingMutation = { error: Error | null };

export type FormErrors<Field extends string> = {
  /** The form's alert: the server's message, unless its field issues say it better inline. */
  alert: string | undefined;
  /** A field's error: the client's check first, else the server's issue for that field. */
  fieldError: (field: Field) => string | undefined;
  /** Shows the client's checks; true when all pass, so the form may submit. */
  validate: (checks: Record<Field, string | undefined>) => boolean;
};

/**
 * One form's errors: the client's own checks and the mutation's refusal, merged per field.
 * Field names are the request body's, so a 400's issues (`path`) land on the right field.
 */
export function useFormErrors<Field extends string>(
  mutation: FailingMutation,
  /** The form's fields: a refusal about anything else shows the server's reason. */
  fields?: readonly Field[],
): FormErrors<Field> {
  const [checked, setChecked] = useState<Partial<Record<Field, string>>>({});
  // The refusal of the previous try: once the user tries again it is stale and goes, so an
  // old server error never stands beside the new attempt's own.
  const [stale, setStale] = useState<Error | null>(null);
  const error = mutation.error === stale ? null : mutation.error;
  const issues = issuesByField(error);
  return {
    alert: formAlertMessage(error, fields),
    fieldError: (field) => checked[field] ?? issues[field],
    validate: (checks) => {
      setChecked(checks);
      setStale(mutation.error);
      return !hasErrors(checks);
    },
  };
}
