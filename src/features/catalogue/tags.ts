/** How the editor's tags are typed: its own file, so the route tree's search parsing (model.ts, in every first load) does not carry it. */

/** Tags are typed comma-separated: trimmed, empty ones dropped. */
export const parseTags = (text: string): string[] =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

export const formatTags = (tags: readonly string[]): string => tags.join(', ');
