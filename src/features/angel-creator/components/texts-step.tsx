import type { AngelTextField } from '@contract/angels.ts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import {
  TEXT_FIELDS,
  TEXT_LABELS,
  TEXT_LIMITS,
  type CreatorDraft,
  type FieldErrors,
} from '../model';
import { fieldId } from '../field-focus';
import { TextAreaField } from './text-area-field';

type TextsStepProps = {
  draft: CreatorDraft;
  nameMax: number;
  textMax: number;
  errors: FieldErrors;
  writing: ReadonlySet<AngelTextField>;
  onName: (name: string) => void;
  onText: (field: AngelTextField, text: string) => void;
  onWriteAnother: (field: AngelTextField) => void;
};

export function TextsStep(props: TextsStepProps) {
  const { draft, nameMax, textMax, errors, writing } = props;
  return (
    <div className="flex flex-col gap-6">
      <div id={fieldId('name')}>
        <TextField
          label="Name"
          value={draft.choices.name}
          onValueChange={props.onName}
          error={errors.name}
          maxLength={nameMax * 2}
          autoComplete="off"
          required
        />
      </div>
      {TEXT_FIELDS.map((field) => {
        const label = TEXT_LABELS[field];
        return (
          <TextAreaField
            key={field}
            id={fieldId(field)}
            label={label}
            value={draft.texts[field]}
            max={Math.min(TEXT_LIMITS[field], textMax)}
            rows={field === 'occupation' ? 1 : 4}
            busy={writing.has(field)}
            onValueChange={(text) => props.onText(field, text)}
            error={errors[field]}
            action={
              <Button
                variant="secondary"
                className="min-h-11 px-4 text-xs"
                disabled={writing.has(field)}
                aria-label={`Write another ${label.toLowerCase()}`}
                onClick={() => props.onWriteAnother(field)}
              >
                {writing.has(field) ? 'Writing…' : 'Write another'}
              </Button>
            }
          />
        );
      })}
    </div>
  );
}
