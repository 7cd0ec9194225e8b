import { useId } from 'react';

export type ChoiceOption = { value: string; label: string };

type ChoiceGroupProps = {
  legend: string;
  options: ChoiceOption[];
  value: string;
  onChange: (value: string) => void;
  /** 'swatch' shows each value (a hex colour without '#') as a colour dot beside its label. */
  kind?: 'chip' | 'swatch';
  error?: string;
  /** The fieldset's id, for a form that moves focus to a field with a problem. */
  id?: string;
};

/**
 * One choice among a few, as native radio buttons styled as chips: arrow keys move between
 * them and screen readers announce "radio, 2 of 6" without any extra work.
 */
export function ChoiceGroup({
  legend,
  options,
  value,
  onChange,
  kind = 'chip',
  error,
  id,
}: ChoiceGroupProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      id={id}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      className="flex min-w-0 flex-col gap-2"
    >
      <legend className="mb-2 text-sm font-semibold text-fg">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="relative inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line bg-raised px-4 text-sm text-fg has-checked:border-accent has-checked:bg-accent/15 has-checked:font-semibold has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {kind === 'swatch' && (
              <span
                aria-hidden="true"
                className="size-5 shrink-0 rounded-full border border-fg/30"
                style={{ backgroundColor: `#${option.value}` }}
              />
            )}
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
