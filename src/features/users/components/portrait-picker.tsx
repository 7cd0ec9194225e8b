import { useId } from 'react';
import type { PortraitChoice } from '@contract/users.ts';

type PortraitPickerProps = {
  choices: PortraitChoice[];
  value: string;
  onChange: (key: string) => void;
  error?: string;
};

/** Native radios (arrow keys, form semantics) dressed as portrait tiles. */
export function PortraitPicker({ choices, value, onChange, error }: PortraitPickerProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      role="radiogroup"
      aria-label="Portrait"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      className="flex flex-col gap-2"
    >
      <legend className="mb-1.5 text-sm font-medium text-fg">Portrait</legend>
      <div className="grid grid-cols-4 gap-2">
        {choices.map((choice, index) => (
          <label key={choice.key} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={choice.key}
              checked={value === choice.key}
              onChange={() => onChange(choice.key)}
              className="peer sr-only"
            />
            <img
              src={choice.imageUrl}
              alt={`Portrait ${index + 1}`}
              width="96"
              height="96"
              className="aspect-square w-full rounded-2xl border-2 border-transparent bg-raised object-cover peer-checked:border-accent peer-focus-visible:outline-2 peer-focus-visible:outline-accent"
            />
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-rose-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
