import type { TranscriptMessage } from '@contract/moderation.ts';

/** A row's height before it is measured: text lines plus the badges line. */
export function estimateTranscriptHeight(message: TranscriptMessage): number {
  const lines = message.text
    .split('\n')
    .reduce((n, line) => n + Math.ceil((line.length + 1) / 56), 0);
  const badges = message.reports.length > 0 || message.hidden || message.writtenBy ? 32 : 0;
  return 56 + lines * 24 + badges;
}
