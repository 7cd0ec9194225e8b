import { choiceLabel, type AngelChoices } from '@contract/angel-looks.ts';
import type { AvatarOptions } from '@contract/avatars.ts';
import { LOOK_FIELDS, LOOK_LABELS } from '@/components/portrait/look-picker';
import { TEXT_FIELDS, TEXT_LABELS, type CreatorDraft } from '../model';

const labels = (choices: { value: string; label: string }[], values: string[]) =>
  values.map((value) => choiceLabel(choices, value)).join(', ') || 'None';

function rows(options: AvatarOptions, choices: AngelChoices): [string, string][] {
  const { generator } = options;
  return [
    ['Name', choices.name.trim() || 'Not named yet'],
    ['Gender', choiceLabel(options.genders, choices.gender)],
    ['Age', String(choices.age)],
    ['Ethnicity', choiceLabel(options.ethnicities, choices.ethnicity)],
    ...LOOK_FIELDS.map((field): [string, string] => [
      LOOK_LABELS[field],
      choiceLabel(generator.looks[field] ?? [], choices.look[field]),
    ]),
    ['Traits', labels(generator.traits, choices.traits)],
    ['Interests', labels(generator.interests, choices.interests)],
    ['Relationship', choiceLabel(generator.relationships, choices.relationship)],
    ['Tone', choiceLabel(generator.tones, choices.tone)],
  ];
}

/** Everything chosen and written, to check before spending. */
export function ReviewStep({ options, draft }: { options: AvatarOptions; draft: CreatorDraft }) {
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows(options, draft.choices).map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd className="text-fg">{value}</dd>
          </div>
        ))}
      </dl>
      {TEXT_FIELDS.map((field) => (
        <section key={field} className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold text-muted">{TEXT_LABELS[field]}</h3>
          <p className="text-sm whitespace-pre-line text-fg">
            {draft.texts[field].trim() || 'Not written yet'}
          </p>
        </section>
      ))}
    </div>
  );
}
