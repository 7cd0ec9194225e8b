import type { AngelLook } from '@contract/angel-looks.ts';
import type { GeneratorOptions } from '@contract/avatars.ts';
import { ChoiceGroup } from './choice-group';

export type LookField = keyof AngelLook;

/** Every look field, in the order the pickers show them. */
export const LOOK_FIELDS: readonly LookField[] = [
  'skinTone',
  'hairStyle',
  'hairColor',
  'eyes',
  'facialHair',
  'glasses',
  'outfit',
  'outfitColor',
  'background',
];

export const LOOK_LABELS: Record<LookField, string> = {
  skinTone: 'Skin tone',
  hairStyle: 'Hair style',
  hairColor: 'Hair colour',
  eyes: 'Eyes',
  facialHair: 'Facial hair',
  glasses: 'Glasses',
  outfit: 'Outfit',
  outfitColor: 'Outfit colour',
  background: 'Background',
};

const COLOUR_FIELDS = new Set<LookField>(['skinTone', 'hairColor', 'outfitColor', 'background']);

type LookPickerProps = {
  /** `generator.looks` from GET /api/avatars/options: the choices per look field. */
  looks: GeneratorOptions['looks'];
  value: AngelLook;
  onChange: (look: AngelLook) => void;
  /** A subset, or all of LOOK_FIELDS. */
  fields?: readonly LookField[];
  /** Messages per field (e.g. a 400's issues), shown under the field's choices. */
  errors?: Partial<Record<LookField, string>>;
  /** Each field's group id, for a form that moves focus to a field with a problem. */
  idOf?: (field: LookField) => string;
};

/** The portrait's look, one radio group per field; colours show as swatches. */
export function LookPicker({
  looks,
  value,
  onChange,
  fields = LOOK_FIELDS,
  errors,
  idOf,
}: LookPickerProps) {
  return (
    <div className="flex flex-col gap-6">
      {fields.map((field) => (
        <ChoiceGroup
          key={field}
          id={idOf?.(field)}
          legend={LOOK_LABELS[field]}
          options={looks[field] ?? []}
          value={value[field]}
          onChange={(next) => onChange({ ...value, [field]: next })}
          kind={COLOUR_FIELDS.has(field) ? 'swatch' : 'chip'}
          error={errors?.[field]}
        />
      ))}
    </div>
  );
}
