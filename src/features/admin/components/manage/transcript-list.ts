import type { ReactNode } from 'react';
import type { TranscriptMessage } from '@contract/moderation.ts';

/**
 * The windowed list the transcript renders into. The user's conversation has one; features do
 * not import each other, so the route hands it in (the console gets the same scrolling and
 * memory bound without a second copy).
 */
export type TranscriptListProps = {
  items: readonly TranscriptMessage[];
  getKey: (item: TranscriptMessage) => string;
  estimateHeight: (item: TranscriptMessage) => number;
  renderItem: (item: TranscriptMessage) => ReactNode;
  header?: ReactNode;
  onNearTop: () => void;
  label: string;
};

export type TranscriptList = (props: TranscriptListProps) => ReactNode;

/** A row's height before it is measured: text lines plus the badges line. */
export function estimateTranscriptHeight(message: TranscriptMessage): number {
  const lines = message.text
    .split('\n')
    .reduce((n, line) => n + Math.ceil((line.length + 1) / 56), 0);
  const badges = message.reports.length > 0 || message.hidden || message.writtenBy ? 32 : 0;
  return 56 + lines * 24 + badges;
}
