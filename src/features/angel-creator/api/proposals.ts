import type { AngelChoices } from '@contract/angel-looks.ts';
import type { AngelTextField, Proposal } from '@contract/angels.ts';
import { apiClient } from '@/lib/api-client';

/**
 * One proposed text. The server's writer (a model when configured) comes first; offline or
 * on any failure the built-in writer, the one the server itself falls back on, runs here, so
 * the creator never waits on the network to go on.
 */
export async function proposeText(
  field: AngelTextField,
  choices: AngelChoices,
  seed: string,
  occupation = '',
): Promise<string> {
  if (navigator.onLine) {
    try {
      const { text } = await apiClient.post<Proposal>('/avatars/proposals', {
        field,
        choices,
        seed,
        occupation,
      });
      if (text.trim() !== '') return text;
    } catch {
      // Offline, rate-limited or refused: the local writer below.
    }
  }
  const writer = await import('@contract/angel-writer.ts');
  return writer.proposeText(field, choices, seed, occupation);
}
