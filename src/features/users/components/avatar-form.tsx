import { useState } from 'react';
import { AVATAR_NAME_MAX, CUSTOM_PORTRAIT_KEY } from '@contract/constants.ts';
import { Form } from '@/components/form/form';
import { useFormErrors } from '@/components/form/use-form-errors';
import { Spinner } from '@/components/ui/spinner';
import { FormAlert, SubmitButton, TextField } from '@/components/ui/text-field';
import { usePortraitChoices } from '../api/get-portrait-choices';
import { useUpdateAvatar } from '../api/update-avatar';
import { PortraitPicker } from './portrait-picker';

type AvatarFormProps = {
  userId: string;
  initialName?: string;
  /** The current portrait's URL: its choice starts selected, so a rename needs no new pick. */
  initialImageUrl?: string;
  submitLabel: string;
  onSaved?: () => void;
};

// A drawing update changes the URL's ?v=, not the portrait: compare the paths.
const pathOf = (url: string) => url.split('?')[0];

function nameError(name: string): string | undefined {
  if (name.trim() === '') return 'Name is required';
  if (name.trim().length > AVATAR_NAME_MAX) {
    return `Name must be at most ${AVATAR_NAME_MAX} characters`;
  }
  return undefined;
}

/** Name + portrait of the personal avatar: the welcome modal and personal details share it. */
export function AvatarForm({
  userId,
  initialName = '',
  initialImageUrl,
  submitLabel,
  onSaved,
}: AvatarFormProps) {
  const choices = usePortraitChoices();
  const mutation = useUpdateAvatar(userId);
  // Named as the request body nests them, so the server's field issues land here too.
  const errors = useFormErrors<'avatar.name' | 'avatar.portraitKey'>(mutation);
  const [name, setName] = useState(initialName);
  const [picked, setPortraitKey] = useState<string | null>(null);
  const current = initialImageUrl
    ? choices.data?.find((choice) => pathOf(choice.imageUrl) === pathOf(initialImageUrl))?.key
    : undefined;
  // A portrait the user designed (premium) is no stock choice: it leads the tiles, selected,
  // so a rename keeps it.
  const custom =
    initialImageUrl && choices.data && !current && initialImageUrl.includes('/portraits/users/')
      ? { key: CUSTOM_PORTRAIT_KEY, imageUrl: initialImageUrl, label: 'Your own design' }
      : undefined;
  const tiles = custom && choices.data ? [custom, ...choices.data] : choices.data;
  const portraitKey = picked ?? current ?? custom?.key ?? '';

  function onSubmit() {
    const valid = errors.validate({
      'avatar.name': nameError(name),
      'avatar.portraitKey': portraitKey ? undefined : 'Pick a portrait',
    });
    if (valid)
      mutation.mutate({ name: name.trim(), portraitKey }, { onSuccess: () => onSaved?.() });
  }

  return (
    <Form alert={errors.alert} onSubmit={onSubmit}>
      <TextField
        label="Name"
        autoComplete="nickname"
        maxLength={AVATAR_NAME_MAX + 10}
        value={name}
        onValueChange={setName}
        error={errors.fieldError('avatar.name')}
      />
      {choices.isPending && <Spinner label="Loading portraits" />}
      {choices.isError && <FormAlert message="The portraits could not be loaded. Try again." />}
      {tiles && (
        <PortraitPicker
          choices={tiles}
          value={portraitKey}
          onChange={setPortraitKey}
          error={errors.fieldError('avatar.portraitKey')}
        />
      )}
      <SubmitButton pending={mutation.isPending} label={submitLabel} />
    </Form>
  );
}
