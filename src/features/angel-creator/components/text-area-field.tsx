import { useId, type ReactNode } from 'react';

type TextAreaFieldProps = {
  label: string;
  value: string;
  max: number;
  onValueChange: (value: string) => void;
  error?: string;
  busy?: boolean;
  rows?: number;
  /** Beside the label, e.g. the "Write another" button. */
  action?: ReactNode;
  id?: string;
};

/** A labelled textarea with its count, its error tied to it, and an action beside the label. */
export function TextAreaField({
  label,
  value,
  max,
  onValueChange,
  error,
  busy,
  rows = 4,
  action,
  id: givenId,
}: TextAreaFieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const over = value.trim().length > max;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-fg">
          {label}
        </label>
        {action}
      </div>
      <textarea
        id={id}
        rows={rows}
        value={value}
        aria-busy={busy || undefined}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${error ? `${errorId} ` : ''}${countId}`}
        className="rounded-xl border border-line bg-raised px-3 py-2 text-fg aria-invalid:border-danger"
      />
      <p id={countId} className={`text-xs ${over ? 'font-semibold text-danger' : 'text-muted'}`}>
        {value.trim().length} / {max} characters
      </p>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
