/**
 * GET /api/avatars/options, one query for every screen that reads it (discover's filters, the
 * Angel creator, My Angels' price, the personal portrait's looks): one cached, persisted copy.
 * The built-in lists are what this build was made with, shown until (or, offline on a first
 * visit, instead of) the server's answer; the server's answer wins, as it validates against it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { generatorOptions } from '@contract/angel-looks.ts';
import type { AvatarOptions } from '@contract/avatars.ts';
import { ETHNICITY_LABELS, GENDER_LABELS, MAX_AGE, MIN_AGE } from '@contract/constants.ts';
import { apiClient } from '@/lib/api-client';

export function getAvatarOptions(): Promise<AvatarOptions> {
  return apiClient.get<AvatarOptions>('/avatars/options');
}

export function avatarOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['avatars', 'options'] as const,
    queryFn: getAvatarOptions,
    // The option lists change with a deploy at most.
    staleTime: Infinity,
    meta: { persist: true },
  });
}

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
export function useAvatarOptions() {
  return useQuery({ ...avatarOptionsQueryOptions(), placeholderData: builtInAvatarOptions });
}
