import type { FlaggedSpan } from '@contract/moderation.ts';
import { useMemo } from 'react';
import { segmentBySpans } from '@/features/admin/model';

/**
 * User or AI text with the filter's matches marked. Rendered as text nodes and <mark>
 * elements only: whatever the text holds, it never becomes markup. The mark adds no words of
 * its own, so the text reads (and copies) exactly as written; assistive tech announces marks.
 * Gold with a gold outline: a red tint vanished on the user's pink bubble; the text stays the
 * body colour (AA on the tint in both themes).
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
            className="rounded bg-gold/30 px-0.5 text-fg underline ring-1 ring-gold decoration-2 underline-offset-2"
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
