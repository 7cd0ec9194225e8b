import type { AngelChoices } from '@contract/angel-looks.ts';
import type { GeneratorOptions } from '@contract/avatars.ts';
import { ChoiceGroup } from '@/components/portrait/choice-group';
import { fieldId } from '../field-focus';
import type { FieldErrors } from '../model';
import { MultiChoice } from './multi-choice';

type PersonalityStepProps = {
  generator: GeneratorOptions;
  choices: AngelChoices;
  onChange: (
    patch: Partial<Pick<AngelChoices, 'traits' | 'interests' | 'relationship' | 'tone'>>,
  ) => void;
  errors: FieldErrors;
};

export function PersonalityStep({ generator, choices, onChange, errors }: PersonalityStepProps) {
  return (
    <div className="flex flex-col gap-6">
      <MultiChoice
        id={fieldId('traits')}
        legend="Traits"
        error={errors.traits}
        options={generator.traits}
        value={choices.traits}
        max={generator.maxTraits}
        onChange={(traits) => onChange({ traits })}
      />
      <MultiChoice
        id={fieldId('interests')}
        legend="Interests"
        error={errors.interests}
        options={generator.interests}
        value={choices.interests}
        max={generator.maxInterests}
        onChange={(interests) => onChange({ interests })}
      />
      <ChoiceGroup
        id={fieldId('relationship')}
        legend="Relationship to you"
        error={errors.relationship}
        options={generator.relationships}
        value={choices.relationship}
        onChange={(relationship) => onChange({ relationship })}
      />
      <ChoiceGroup
        id={fieldId('tone')}
        legend="How they talk"
        error={errors.tone}
        options={generator.tones}
        value={choices.tone}
        onChange={(tone) => onChange({ tone })}
      />
    </div>
  );
}
