import type { AngelChoices } from '@contract/angel-looks.ts';
import type { GeneratorOptions } from '@contract/avatars.ts';
import { ChoiceGroup } from '@/components/portrait/choice-group';
import { MultiChoice } from './multi-choice';

type PersonalityStepProps = {
  generator: GeneratorOptions;
  choices: AngelChoices;
  onChange: (
    patch: Partial<Pick<AngelChoices, 'traits' | 'interests' | 'relationship' | 'tone'>>,
  ) => void;
};

export function PersonalityStep({ generator, choices, onChange }: PersonalityStepProps) {
  return (
    <div className="flex flex-col gap-6">
      <MultiChoice
        legend="Traits"
        options={generator.traits}
        value={choices.traits}
        max={generator.maxTraits}
        onChange={(traits) => onChange({ traits })}
      />
      <MultiChoice
        legend="Interests"
        options={generator.interests}
        value={choices.interests}
        max={generator.maxInterests}
        onChange={(interests) => onChange({ interests })}
      />
      <ChoiceGroup
        legend="Relationship to you"
        options={generator.relationships}
        value={choices.relationship}
        onChange={(relationship) => onChange({ relationship })}
      />
      <ChoiceGroup
        legend="How they talk"
        options={generator.tones}
        value={choices.tone}
        onChange={(tone) => onChange({ tone })}
      />
    </div>
  );
}
