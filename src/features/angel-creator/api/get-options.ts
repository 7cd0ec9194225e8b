import { queryOptions, useQuery } from '@tanstack/react-query';
import { INTERESTS, LOOK_CHOICES, RELATIONSHIPS, TONES, TRAITS } from '@contract/angel-looks.ts';
import type { AvatarOptions } from '@contract/avatars.ts';
import {
  ANGEL_CREATION_COST,
  ANGEL_INTERESTS_MAX,
  ANGEL_NAME_MAX,
  ANGEL_TEXT_MAX,
  ANGEL_TRAITS_MAX,
  ETHNICITY_LABELS,
  GENDER_LABELS,
  MAX_AGE,
  MIN_AGE,
} from '@contract/constants.ts';
import { apiClient } from '@/lib/api-client';

const optionsOf = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));

/**
 * The lists this build was made with, shown until (or unless: offline on a first visit) the
 * server's answer arrives; the server's answer wins, as it is the one it validates against.
 */
const BUILT_IN_OPTIONS: AvatarOptions = {
  genders: optionsOf(GENDER_LABELS),
  ethnicities: optionsOf(ETHNICITY_LABELS),
  minAge: MIN_AGE,
  maxAge: MAX_AGE,
  generator: {
    looks: LOOK_CHOICES,
    traits: TRAITS,
    interests: INTERESTS,
    relationships: RELATIONSHIPS,
    tones: TONES,
    maxTraits: ANGEL_TRAITS_MAX,
    maxInterests: ANGEL_INTERESTS_MAX,
    nameMax: ANGEL_NAME_MAX,
    textMax: ANGEL_TEXT_MAX,
    creationCost: ANGEL_CREATION_COST,
  },
};

export function creatorOptionsQueryOptions() {
  return queryOptions({
    // The same resource as discover's filters, under the same key: one cached, persisted copy.
    queryKey: ['avatars', 'options'] as const,
    queryFn: () => apiClient.get<AvatarOptions>('/avatars/options'),
    staleTime: Infinity,
    meta: { persist: true },
  });
}

/** Always has options: the server's (cached, persisted), else the built-in ones. */
export function useCreatorOptions(): AvatarOptions {
  const { data } = useQuery({ ...creatorOptionsQueryOptions(), placeholderData: BUILT_IN_OPTIONS });
  return data ?? BUILT_IN_OPTIONS;
}
