import { useId } from 'react';
import type { ChoiceOption } from '@/components/portrait/choice-group';

type MultiChoiceProps = {
  legend: string;
  options: ChoiceOption[];
  value: string[];
  max: number;
  onChange: (value: string[]) => void;
  error?: string;
  id?: string;
};

/** Several choices up to a maximum, as checkboxes; once full, the others wait (disabled). */
export function MultiChoice(props: MultiChoiceProps) {
  const { legend, options, value, max, onChange, error, id } = props;
  const hintId = useId();
  const errorId = `${hintId}-error`;
  const full = value.length >= max;
  return (
    <fieldset
      id={id}
      aria-describedby={error ? `${errorId} ${hintId}` : hintId}
      aria-invalid={error ? true : undefined}
      className="flex min-w-0 flex-col gap-2"
    >
      <legend className="mb-1 text-sm font-semibold text-fg">{legend}</legend>
      <p id={hintId} className="mb-1 text-sm text-muted">
        {value.length} of up to {max} chosen{full ? ': unselect one to pick another.' : '.'}
      </p>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = value.includes(option.value);
          return (
            <label
              key={option.value}
              className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-line bg-raised px-4 text-sm text-fg has-checked:border-accent has-checked:bg-accent/15 has-checked:font-semibold has-disabled:cursor-not-allowed has-disabled:opacity-60 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold"
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                disabled={!checked && full}
                onChange={() =>
                  onChange(
                    checked
                      ? value.filter((item) => item !== option.value)
                      : [...value, option.value],
                  )
                }
              />
              {checked && (
                <span aria-hidden="true" className="mr-1.5">
                  ✓
                </span>
              )}
              {option.label}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
