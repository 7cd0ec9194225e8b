/**
 * The avatar options this build was made with, shown until (or, offline on a first visit,
 * instead of) the server's answer; the server's answer wins, as it validates against it. Apart
 * from the query so that discover's first load does not carry the creator's lists.
 */
import { useQuery } from '@tanstack/react-query';
import { generatorOptions } from '@contract/angel-looks.ts';
import type { AvatarOptions } from '@contract/avatars.ts';
import { ETHNICITY_LABELS, GENDER_LABELS, MAX_AGE, MIN_AGE } from '@contract/avatar-filters.ts';
import { avatarOptionsQueryOptions } from '@/lib/avatar-options';

const optionsOf = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));

let builtIn: AvatarOptions | undefined;

/** The lists this build was made with (built on first use, kept). */
export function builtInAvatarOptions(): AvatarOptions {
  return (builtIn ??= {
    genders: optionsOf(GENDER_LABELS),
    ethnicities: optionsOf(ETHNICITY_LABELS),
    minAge: MIN_AGE,
    maxAge: MAX_AGE,
    generator: generatorOptions(),
  });
}

/** The options, never missing: the server's (cached, persisted), else the built-in ones. */
export function useAvatarOptionsOrBuiltIn(): AvatarOptions {
  const { data } = useQuery({
    ...avatarOptionsQueryOptions(),
    placeholderData: builtInAvatarOptions,
  });
  return data ?? builtInAvatarOptions();
}
