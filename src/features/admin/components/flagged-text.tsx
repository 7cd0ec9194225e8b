import type { FlaggedSpan } from '@contract/moderation.ts';
import { useMemo } from 'react';
import { segmentBySpans } from '@/features/admin/model';

/**
 * User or AI text with the filter's matches marked. Rendered as text nodes and <mark>
 * elements only: whatever the text holds, it never becomes markup. The mark adds no words of
 * its own, so the text reads (and copies) exactly as written; assistive tech announces marks.
 */
export function FlaggedText({ text, spans }: { text: string; spans: readonly FlaggedSpan[] }) {
  const segments = useMemo(() => segmentBySpans(text, spans), [text, spans]);
  return (
    <>
      {segments.map((segment, i) =>
        segment.flagged ? (
          <mark
            key={i}
            title={segment.terms.length ? `Flagged: ${segment.terms.join(', ')}` : 'Flagged'}
            className="rounded bg-danger/25 px-0.5 text-fg underline decoration-danger decoration-2 underline-offset-2"
          >
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
