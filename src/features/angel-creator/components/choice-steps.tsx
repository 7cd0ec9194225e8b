import { LOOK_FIELDS, LookPicker, type LookField } from '@/components/portrait/look-picker';
import type { AvatarOptions } from '@contract/avatars.ts';
import { fieldId } from '../field-focus';
import { withBasics, type CreatorDraft, type FieldErrors } from '../model';
import type { StepId } from '../steps';
import { BasicsStep } from './basics-step';
import { PersonalityStep } from './personality-step';

type ChoiceStepsProps = {
  step: StepId;
  options: AvatarOptions;
  draft: CreatorDraft;
  errors: FieldErrors;
  change: (update: (draft: CreatorDraft) => CreatorDraft) => void;
  /** A choice changed: the problems shown on it are the user's to re-check. */
  clear: (...fields: string[]) => void;
};

/** The steps made of choices (basics, look, personality), each field showing its problem. */
export function ChoiceSteps({ step, options, draft, errors, change, clear }: ChoiceStepsProps) {
  const { generator } = options;
  const lookErrors = Object.fromEntries(
    Object.entries(errors).flatMap(([key, message]) =>
      key.startsWith('look.') ? [[key.slice(5), message]] : [],
    ),
  ) as Partial<Record<LookField, string>>;
  return (
    <>
      {step === 'basics' && (
        <BasicsStep
          options={options}
          choices={draft.choices}
          errors={errors}
          onChange={(patch) => {
            clear(...Object.keys(patch));
            change((d) => ({ ...d, choices: withBasics(d.choices, patch) }));
          }}
        />
      )}
      {step === 'look' && (
        <LookPicker
          looks={generator.looks}
          value={draft.choices.look}
          errors={lookErrors}
          idOf={(field) => fieldId(`look.${field}`)}
          onChange={(look) => {
            const changed = LOOK_FIELDS.filter((f) => look[f] !== draft.choices.look[f]);
            clear(...changed.map((field) => `look.${field}`));
            change((d) => ({ ...d, choices: { ...d.choices, look } }));
          }}
        />
      )}
      {step === 'personality' && (
        <PersonalityStep
          generator={generator}
          choices={draft.choices}
          errors={errors}
          onChange={(patch) => {
            clear(...Object.keys(patch));
            change((d) => ({ ...d, choices: { ...d.choices, ...patch } }));
          }}
        />
      )}
    </>
  );
}
