import { useId, useState } from 'react';
import type { CardPreview } from '@contract/angels.ts';
import { MAX_AGE, MIN_AGE } from '@contract/constants.ts';
import { PortraitPreview } from '@/components/portrait/portrait-preview';
import { RoleplayText } from '@/components/roleplay/roleplay-text';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { FormAlert, TextField } from '@/components/ui/text-field';

type ImportPreviewDialogProps = {
  preview: CardPreview;
  /** An object URL of a PNG card, whose own picture becomes the portrait. */
  pictureUrl: string | undefined;
  pending: boolean;
  /** The server's refusal of the import itself (tokens, limits, content). */
  error: string | undefined;
  onConfirm: (age: number | undefined) => void;
  onCancel: () => void;
};

const AGE_RULE = `Angels are adults: enter a whole number from ${MIN_AGE} to ${MAX_AGE}.`;

/**
 * What importing a card will create (picture, name, age, greeting) and its price, before
 * anything is spent. A card that states no age asks for one here instead of inventing it.
 */
export function ImportPreviewDialog(props: ImportPreviewDialogProps) {
  const { preview, pictureUrl, pending, error, onConfirm, onCancel } = props;
  const [ageText, setAgeText] = useState('');
  const [ageError, setAgeError] = useState<string>();
  const greetingId = useId();
  const alt = `Portrait of ${preview.name}`;

  function confirm(form: HTMLFormElement) {
    if (preview.age !== null) return onConfirm(undefined);
    const age = Number(ageText);
    const valid = /^\d+$/.test(ageText.trim()) && age >= MIN_AGE && age <= MAX_AGE;
    setAgeError(valid ? undefined : AGE_RULE);
    if (valid) onConfirm(age);
    else (form.elements.namedItem('age') as HTMLInputElement | null)?.focus();
  }

  return (
    <Modal open onClose={onCancel} title={`Import ${preview.name}?`}>
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          confirm(event.currentTarget);
        }}
      >
        <div className="flex items-start gap-4">
          <div className="w-24 shrink-0 overflow-hidden rounded-2xl bg-raised">
            {preview.portrait ? (
              <PortraitPreview options={preview.portrait} alt={alt} />
            ) : (
              pictureUrl && (
                <img src={pictureUrl} alt={alt} className="aspect-[4/5] w-full object-cover" />
              )
            )}
          </div>
          <div className="min-w-0">
            <p className="font-display text-xl font-semibold break-words text-fg">{preview.name}</p>
            {preview.age !== null && <p className="text-sm text-muted">{preview.age} years old</p>}
          </div>
        </div>
        {preview.greeting.trim() && (
          <figure className="flex flex-col gap-1">
            <figcaption id={greetingId} className="text-sm font-semibold text-muted">
              First message
            </figcaption>
            <blockquote
              aria-labelledby={greetingId}
              className="max-h-40 overflow-y-auto rounded-2xl border-l-4 border-accent bg-raised p-3 break-words whitespace-pre-line"
            >
              <RoleplayText text={preview.greeting} />
            </blockquote>
          </figure>
        )}
        {preview.age === null && (
          <TextField
            name="age"
            label={`Age (the card does not say; ${MIN_AGE}–${MAX_AGE})`}
            type="number"
            inputMode="numeric"
            min={MIN_AGE}
            max={MAX_AGE}
            required
            value={ageText}
            onValueChange={(value) => {
              setAgeText(value);
              setAgeError(undefined);
            }}
            error={ageError}
          />
        )}
        <p className="text-sm text-fg">
          Importing creates a new private Angel and costs <strong>{preview.cost} tokens</strong>.
        </p>
        <FormAlert message={error} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
            {pending ? 'Importing…' : `Import for ${preview.cost} tokens`}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
