import { useId } from 'react';
import { CUSTOM_PORTRAIT_KEY } from '@contract/constants.ts';
import type { PortraitChoice } from '@contract/users.ts';

type PortraitPickerProps = {
  choices: PortraitChoice[];
  value: string;
  onChange: (key: string) => void;
  error?: string;
};

/** Portrait tiles as image buttons in a radio group (role=radio, aria-checked). */
export function PortraitPicker({ choices, value, onChange, error }: PortraitPickerProps) {
  const name = useId();
  // Stock portraits are numbered from 1 whether or not the user's own design leads them.
  const firstStock = choices[0]?.key === CUSTOM_PORTRAIT_KEY ? 0 : 1;
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
          <button
            key={choice.key}
            type="button"
            role="radio"
            aria-checked={value === choice.key}
            // Named on the button itself, by what the portrait shows: the picture's loading (or
            // failing) never leaves a tile without a name.
            aria-label={
              choice.key === CUSTOM_PORTRAIT_KEY
                ? 'Your own design'
                : choice.label || `Portrait ${index + firstStock}`
            }
            title={choice.key === CUSTOM_PORTRAIT_KEY ? undefined : choice.label}
            onClick={() => onChange(choice.key)}
            className="min-h-11 min-w-11 rounded-2xl border-2 border-transparent aria-checked:border-accent focus-visible:outline-2 focus-visible:outline-accent"
          >
            <img
              src={choice.imageUrl}
              alt=""
              width="96"
              height="96"
              className="aspect-square w-full rounded-[0.85rem] bg-raised object-cover"
            />
          </button>
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
