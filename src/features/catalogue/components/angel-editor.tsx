import { useState, type FormEvent } from 'react';
import type { CatalogueAngel, CatalogueFields } from '@contract/catalogue.ts';
import {
  CATALOGUE_LIMITS,
  ETHNICITIES,
  ETHNICITY_LABELS,
  GENDER_LABELS,
  GENDERS,
} from '@contract/constants.ts';
import { FormAlert, SubmitButton } from '@/components/ui/text-field';
import { ApiRequestError } from '@/lib/api-client';
import { formatTags, parseTags } from '../tags';
import { InputField, SelectField, TextAreaField } from './fields';
import { PortraitFields } from './portrait-fields';

type Form = Omit<CatalogueFields, 'age' | 'personality' | 'interests' | 'landingOrder'> & {
  age: string;
  personality: string;
  interests: string;
  landingOrder: string;
};

const toForm = (fields: CatalogueFields): Form => ({
  ...fields,
  age: String(fields.age),
  personality: formatTags(fields.personality),
  interests: formatTags(fields.interests),
  landingOrder: String(fields.landingOrder),
});

const toFields = (form: Form): CatalogueFields => ({
  ...form,
  age: Number(form.age),
  personality: parseTags(form.personality),
  interests: parseTags(form.interests),
  landingOrder: Number(form.landingOrder),
});

/** The server's field errors by field: `fields.portrait.top` → `portrait.top`, a tag → its list. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  const errors: Record<string, string> = {};
  for (const issue of error.details.issues ?? []) {
    const path = issue.path
      .replace(/^fields\./, '')
      .replace(/^(personality|interests)\.\d+$/, '$1');
    errors[path] ??= issue.message;
  }
  return errors;
}

const options = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/**
 * Edit a catalogue Angel. What was typed stays in the form whatever the answer (a 400 names
 * the fields, a 409 says another curator saved first); `onReload` takes their version.
 */
export function AngelEditor({
  angel,
  pending,
  error,
  onSave,
  onReload,
}: {
  angel: CatalogueAngel;
  pending: boolean;
  error: unknown;
  onSave: (fields: CatalogueFields) => void;
  onReload: () => void;
}) {
  const [form, setForm] = useState(() => toForm(angel.fields));
  const errors = fieldErrors(error);
  const set =
    <K extends keyof Form>(key: K) =>
    (value: Form[K]) =>
      setForm((prev) => ({ ...prev, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(toFields(form));
  };
  const stale = error instanceof ApiRequestError && error.code === 'CATALOGUE_STALE';
  const message =
    error instanceof ApiRequestError && Object.keys(errors).length === 0
      ? error.message
      : undefined;
  const { tagsMax, tagMax, orderMax } = CATALOGUE_LIMITS;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Edit the Angel">
      <FormAlert message={message ?? (stale ? error.message : undefined)} />
      {stale && (
        <button
          type="button"
          onClick={onReload}
          className="min-h-11 self-start rounded-full px-4 text-sm font-semibold text-accent underline"
        >
          Load their version (your edits are replaced)
        </button>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField
          label="Name"
          value={form.name}
          onValueChange={set('name')}
          error={errors.name}
        />
        <InputField
          label="Tagline"
          value={form.tagline}
          onValueChange={set('tagline')}
          error={errors.tagline}
        />
        <SelectField
          label="Gender"
          value={form.gender}
          options={options(GENDERS, GENDER_LABELS)}
          onValueChange={(value) => set('gender')(value as Form['gender'])}
          error={errors.gender}
        />
        <InputField
          label="Age"
          type="number"
          min={18}
          max={99}
          value={form.age}
          onValueChange={set('age')}
          error={errors.age}
        />
        <SelectField
          label="Ethnicity"
          value={form.ethnicity}
          options={options(ETHNICITIES, ETHNICITY_LABELS)}
          onValueChange={(value) => set('ethnicity')(value as Form['ethnicity'])}
          error={errors.ethnicity}
        />
        <InputField
          label="Occupation"
          value={form.occupation}
          onValueChange={set('occupation')}
          error={errors.occupation}
        />
      </div>
      <TextAreaField label="Bio" value={form.bio} onValueChange={set('bio')} error={errors.bio} />
      <TextAreaField
        label="Greeting"
        hint="The first message of every new chat."
        value={form.greeting}
        onValueChange={set('greeting')}
        error={errors.greeting}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField
          label="Personality tags"
          hint={`Comma-separated, at most ${tagsMax} of ${tagMax} characters.`}
          value={form.personality}
          onValueChange={set('personality')}
          error={errors.personality}
        />
        <InputField
          label="Interest tags"
          hint={`Comma-separated, at most ${tagsMax} of ${tagMax} characters.`}
          value={form.interests}
          onValueChange={set('interests')}
          error={errors.interests}
        />
      </div>
      <InputField
        label="Landing order"
        type="number"
        min={0}
        max={orderMax}
        hint="Higher comes first on Discover and the landing page; 0 keeps the catalogue's order."
        value={form.landingOrder}
        onValueChange={set('landingOrder')}
        error={errors.landingOrder}
      />
      <PortraitFields
        portrait={form.portrait}
        initial={angel.fields.portrait}
        errors={errors}
        onChange={set('portrait')}
      />
      <div>
        <SubmitButton pending={pending} label="Save changes" />
      </div>
    </form>
  );
}
