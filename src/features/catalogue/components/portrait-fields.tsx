import type { PortraitOptions } from '@contract/portrait-options.ts';
import {
  PORTRAIT_CHOICES,
  PORTRAIT_FIELDS,
  type PortraitField,
} from '@contract/catalogue-portrait.ts';
import { Button } from '@/components/ui/button';
import { SelectField } from './fields';

const LABELS: Record<PortraitField, string> = {
  skinColor: 'Skin',
  top: 'Hair style',
  hairColor: 'Hair colour',
  eyes: 'Eyes',
  facialHair: 'Facial hair',
  accessories: 'Glasses',
  clothing: 'Outfit',
  clothesColor: 'Outfit colour',
  backgroundColor: 'Background',
  eyebrows: 'Eyebrows',
  mouth: 'Mouth',
};

/** null (no facial hair, no glasses) is the lists' 'none'. */
const shown = (value: string | null) => value ?? 'none';

/**
 * The portrait's looks, from the creator's lists. A seed Angel's look the creator does not
 * offer stays selectable as "As it is now" until changed.
 */
export function PortraitFields({
  portrait,
  initial,
  errors,
  onChange,
}: {
  portrait: PortraitOptions;
  initial: PortraitOptions;
  errors: Record<string, string>;
  onChange: (next: PortraitOptions) => void;
}) {
  const set = (field: PortraitField, value: string) => {
    const nullable = field === 'facialHair' || field === 'accessories';
    onChange({ ...portrait, [field]: nullable && value === 'none' ? null : value });
  };
  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-fg">Portrait</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {PORTRAIT_FIELDS.map((field) => {
          const choices = PORTRAIT_CHOICES[field];
          const current = shown(initial[field]);
          const options = choices.some((choice) => choice.value === current)
            ? choices
            : [{ value: current, label: 'As it is now' }, ...choices];
          return (
            <SelectField
              key={field}
              label={LABELS[field]}
              value={shown(portrait[field])}
              options={options}
              error={errors[`portrait.${field}`]}
              onValueChange={(value) => set(field, value)}
            />
          );
        })}
      </div>
      <div>
        <Button
          variant="secondary"
          className="min-h-11 px-4"
          onClick={() => onChange({ ...portrait, seed: crypto.randomUUID() })}
        >
          Draw a new face
        </Button>
        <p className="mt-1 text-xs text-muted">
          The same looks, another face. The new portrait shows once saved.
        </p>
      </div>
    </fieldset>
  );
}
