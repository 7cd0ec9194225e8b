import { useId, type ReactNode } from 'react';

const control =
  'min-h-11 rounded-xl border border-line bg-raised px-3 text-fg outline-none focus-visible:border-accent aria-invalid:border-danger';

type FieldProps = { label: string; error?: string; hint?: string };

/** The label, hint and error around a control, tied to it for screen readers. */
function Field({
  label,
  error,
  hint,
  children,
}: FieldProps & { children: (id: string, describedBy: string | undefined) => ReactNode }) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {children(id, described || undefined)}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export function InputField({
  label,
  error,
  hint,
  value,
  onValueChange,
  type = 'text',
  ...rest
}: FieldProps & {
  value: string;
  onValueChange: (value: string) => void;
  type?: 'text' | 'number';
  min?: number;
  max?: number;
  maxLength?: number;
  required?: boolean;
  name?: string;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(id, describedBy) => (
        <input
          id={id}
          type={type}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={control}
          {...rest}
        />
      )}
    </Field>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  value,
  onValueChange,
  rows = 4,
}: FieldProps & { value: string; onValueChange: (value: string) => void; rows?: number }) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(id, describedBy) => (
        <textarea
          id={id}
          rows={rows}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${control} py-2`}
        />
      )}
    </Field>
  );
}

export function SelectField({
  label,
  error,
  hint,
  value,
  onValueChange,
  options,
}: FieldProps & {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(id, describedBy) => (
        <select
          id={id}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={control}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
