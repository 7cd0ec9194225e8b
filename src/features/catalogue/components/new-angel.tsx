import { useState, type FormEvent } from 'react';
import type { AngelDraft } from '@contract/angels.ts';
import { defaultChoices, defaultLook } from '@contract/angel-looks.ts';
import {
  CARD_FILE_MAX_BYTES,
  ETHNICITIES,
  ETHNICITY_LABELS,
  GENDER_LABELS,
  GENDERS,
  type Ethnicity,
  type Gender,
} from '@contract/constants.ts';
import { Modal } from '@/components/ui/modal';
import { FormAlert, SubmitButton } from '@/components/ui/text-field';
import { ApiRequestError } from '@/lib/api-client';
import type { CatalogueChange } from '../api/catalogue-api';
import { InputField, SelectField, TextAreaField } from './fields';

type Create = Extract<CatalogueChange, { kind: 'create' | 'import' }>;

/** The creator's draft of what the form says; the creator's defaults for the rest. */
function draftOf(
  form: Record<'name' | 'age' | 'occupation' | 'bio' | 'greeting', string> & {
    gender: Gender;
    ethnicity: Ethnicity;
  },
): AngelDraft {
  const age = Number(form.age);
  return {
    choices: {
      ...defaultChoices(),
      name: form.name,
      gender: form.gender,
      age,
      ethnicity: form.ethnicity,
      look: defaultLook(form.gender, form.ethnicity, age),
    },
    texts: { occupation: form.occupation, bio: form.bio, description: '', greeting: form.greeting },
    seed: crypto.randomUUID(),
  };
}

const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });

const issueText = (error: unknown) =>
  error instanceof ApiRequestError
    ? [error.message, ...(error.details.issues ?? []).map((i) => i.message)]
        .filter((text, index, all) => all.indexOf(text) === index)
        .join(' ')
    : error instanceof Error
      ? error.message
      : undefined;

/**
 * A new catalogue Angel, unpublished until a curator publishes it: described here with the
 * creator's model (its looks, traits and interests start at the creator's defaults; edit them
 * after), or read from a character card. Esc or Cancel closes; what was typed stays until then.
 */
export function NewAngelDialog({
  open,
  pending,
  error,
  onClose,
  onCreate,
}: {
  open: boolean;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onCreate: (change: Create) => void;
}) {
  const [form, setForm] = useState({
    name: '',
    gender: 'FEMALE' as Gender,
    age: '25',
    ethnicity: 'MIXED' as Ethnicity,
    occupation: '',
    bio: '',
    greeting: '',
  });
  const [file, setFile] = useState<File | null>(null);
  const [cardAge, setCardAge] = useState('');
  const [fileError, setFileError] = useState<string>();
  const set = (key: keyof typeof form) => (value: string) =>
    setForm((prev) => ({ ...prev, [key]: value }));
  const describe = (event: FormEvent) => {
    event.preventDefault();
    onCreate({ kind: 'create', draft: draftOf(form) });
  };
  const importCard = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFileError('Choose a character card file (PNG or JSON).');
    if (file.size > CARD_FILE_MAX_BYTES) return setFileError('This file is over 2 MB.');
    setFileError(undefined);
    try {
      const contentBase64 = await readBase64(file);
      onCreate({
        kind: 'import',
        fileName: file.name,
        contentBase64,
        ...(cardAge ? { age: Number(cardAge) } : {}),
      });
    } catch (readError) {
      setFileError(issueText(readError));
    }
  };
  return (
    <Modal open={open} onClose={onClose} title="New catalogue Angel" className="max-w-2xl">
      <div className="flex flex-col gap-6">
        <FormAlert message={issueText(error)} />
        <form onSubmit={describe} noValidate className="flex flex-col gap-3" aria-label="Describe">
          <h3 className="font-semibold text-fg">Describe a new Angel</h3>
          <div className="grid gap-3 sm:grid-cols-2">
            <InputField label="Name" value={form.name} onValueChange={set('name')} required />
            <InputField
              label="Occupation"
              value={form.occupation}
              onValueChange={set('occupation')}
            />
            <SelectField
              label="Gender"
              value={form.gender}
              options={GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }))}
              onValueChange={set('gender')}
            />
            <InputField
              label="Age"
              type="number"
              min={18}
              max={99}
              value={form.age}
              onValueChange={set('age')}
            />
            <SelectField
              label="Ethnicity"
              value={form.ethnicity}
              options={ETHNICITIES.map((value) => ({ value, label: ETHNICITY_LABELS[value] }))}
              onValueChange={set('ethnicity')}
            />
          </div>
          <TextAreaField label="Bio" value={form.bio} onValueChange={set('bio')} rows={3} />
          <TextAreaField
            label="Greeting"
            value={form.greeting}
            onValueChange={set('greeting')}
            rows={2}
          />
          <div>
            <SubmitButton pending={pending} label="Create (unpublished)" />
          </div>
        </form>
        <form
          onSubmit={(event) => void importCard(event)}
          noValidate
          className="flex flex-col gap-3"
          aria-label="Import a card"
        >
          <h3 className="font-semibold text-fg">Or import a character card</h3>
          <label className="flex flex-col gap-1.5 text-sm font-medium text-fg">
            Card file (PNG or JSON, V1 to V3)
            <input
              type="file"
              accept=".png,.json,image/png,application/json"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              aria-invalid={fileError ? true : undefined}
              className="min-h-11 rounded-xl border border-line bg-raised p-2 text-fg"
            />
          </label>
          {fileError && <p className="text-sm font-medium text-danger">{fileError}</p>}
          <InputField
            label="Age, if the card does not say"
            type="number"
            min={18}
            max={99}
            value={cardAge}
            onValueChange={setCardAge}
          />
          <div className="flex flex-wrap gap-3">
            <SubmitButton pending={pending} label="Import (unpublished)" />
            <button
              type="button"
              onClick={onClose}
              className="min-h-11 rounded-full px-4 text-sm font-semibold text-muted hover:text-fg"
            >
              Cancel
            </button>
          </div>
        </form>
      </div>
    </Modal>
  );
}
