/**
 * Where portraits are served. `version` changes whenever the drawing does, so one URL always
 * names the same bytes and may be cached forever. Zod-free: the browser may import it.
 */
export const avatarPortraitUrl = (avatarId: number, version: string) =>
  `/api/avatars/${avatarId}/portrait.svg?v=${version}`;

/** A portrait users pick for their personal avatar, by its key (e.g. `willow`). */
export const userPortraitUrl = (key: string, version: string) =>
  `/api/portraits/${key}.svg?v=${version}`;
