import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { defaultChoices, defaultLook, portraitFromChoices } from '@contract/angel-looks.ts';
import { ChoiceGroup } from '@/components/portrait/choice-group';
import { LookPicker } from '@/components/portrait/look-picker';
import { PortraitPreview } from '@/components/portrait/portrait-preview';
import { buttonClasses } from '@/components/ui/button';
import { FormAlert, SubmitButton } from '@/components/ui/text-field';
import { useAvatarOptionsOrBuiltIn } from '@/lib/avatar-options-built-in';
import { useSetPersonalPortrait } from '../api/set-personal-portrait';

type PortraitGeneratorProps = { userId: string; name: string; onSaved: () => void };

/** The premium generator: the creator's looks and an expression, previewed as they change. */
export function PortraitGenerator({ userId, name, onSaved }: PortraitGeneratorProps) {
  // The creator's looks and tones: this build's lists until (offline: instead of) the server's.
  const { looks, tones } = useAvatarOptionsOrBuiltIn().generator;
  const mutation = useSetPersonalPortrait(userId);
  const [look, setLook] = useState(() => defaultLook('FEMALE', 'MIXED', 25));
  const [tone, setTone] = useState('warm');
  // Fixed for the visit: the same choices give the same picture while the user compares.
  const [seed] = useState(() => crypto.randomUUID());
  const portrait = portraitFromChoices({ ...defaultChoices(), look, tone }, seed);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate({ look, tone, seed }, { onSuccess: onSaved });
      }}
      className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-start"
    >
      <div className="flex flex-col gap-4 md:sticky md:top-8">
        <PortraitPreview
          options={portrait}
          alt={`Portrait preview of ${name}`}
          className="max-w-sm border border-line/70"
        />
        <FormAlert message={mutation.error?.message} />
        <div className="flex flex-wrap gap-2">
          <SubmitButton pending={mutation.isPending} label="Use this portrait" />
          <Link to="/avatars/personal" className={buttonClasses('ghost')}>
            Cancel
          </Link>
        </div>
      </div>
      <div className="flex flex-col gap-6">
        <ChoiceGroup legend="Expression" options={tones} value={tone} onChange={setTone} />
        <LookPicker looks={looks} value={look} onChange={setLook} />
      </div>
    </form>
  );
}
