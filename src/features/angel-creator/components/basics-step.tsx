import { useState } from 'react';
import type { AngelChoices } from '@contract/angel-looks.ts';
import type { AvatarOptions } from '@contract/avatars.ts';
import { ChoiceGroup } from '@/components/portrait/choice-group';
import { fieldId } from '../field-focus';
import type { FieldErrors } from '../model';

type BasicsStepProps = {
  options: AvatarOptions;
  choices: AngelChoices;
  onChange: (patch: Partial<Pick<AngelChoices, 'gender' | 'age' | 'ethnicity'>>) => void;
  errors: FieldErrors;
};

export function BasicsStep({ options, choices, onChange, errors }: BasicsStepProps) {
  return (
    <div className="flex flex-col gap-6">
      <ChoiceGroup
        id={fieldId('gender')}
        legend="Gender"
        error={errors.gender}
        options={options.genders}
        value={choices.gender}
        onChange={(gender) => onChange({ gender: gender as AngelChoices['gender'] })}
      />
      <AgeField
        age={choices.age}
        min={options.minAge}
        max={options.maxAge}
        onAge={(age) => onChange({ age })}
        serverError={errors.age}
      />
      <ChoiceGroup
        id={fieldId('ethnicity')}
        legend="Ethnicity"
        error={errors.ethnicity}
        options={options.ethnicities}
        value={choices.ethnicity}
        onChange={(ethnicity) => onChange({ ethnicity: ethnicity as AngelChoices['ethnicity'] })}
      />
    </div>
  );
}

type AgeFieldProps = {
  age: number;
  min: number;
  max: number;
  onAge: (age: number) => void;
  serverError?: string;
};

/** The typed text stays as typed; only a valid age reaches the draft. */
function AgeField({ age, min, max, onAge, serverError }: AgeFieldProps) {
  const id = fieldId('age');
  const [text, setText] = useState(String(age));
  const value = Number(text);
  const valid = /^\d+$/.test(text) && value >= min && value <= max;
  const error = !valid
    ? `Angels are adults: enter a whole number from ${min} to ${max}.`
    : serverError;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        Age
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const n = Number(next);
          if (/^\d+$/.test(next) && n >= min && n <= max) onAge(n);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="min-h-11 w-28 rounded-xl border border-line bg-raised px-3 text-fg aria-invalid:border-danger"
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
