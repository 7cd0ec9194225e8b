import type { FlaggedSpan } from '@contract/moderation.ts';
import { Fragment, useMemo } from 'react';
import { emphasisPieces } from '@/components/roleplay/emphasis';
import { segmentBySpans } from '@/features/admin/model';

/**
 * User or AI text with the filter's matches marked and *actions* in emphasis, as the user saw them. Rendered as text nodes and <mark>
 * elements only: whatever the text holds, it never becomes markup. The mark adds no words of
 * its own, so the text reads (and copies) exactly as written; assistive tech announces marks.
 * Gold with a gold outline: a red tint vanished on the user's pink bubble; the text stays the
 * body colour (AA on the tint in both themes).
 */
export function FlaggedText({ text, spans }: { text: string; spans: readonly FlaggedSpan[] }) {
  const parts = useMemo(() => markedPieces(text, spans), [text, spans]);
  return (
    <>
      {parts.map((part) => {
        const content = part.em ? <em>{part.text}</em> : part.text;
        return part.terms ? (
          <mark
            key={part.start}
            title={part.terms.length ? `Flagged: ${part.terms.join(', ')}` : 'Flagged'}
            className="rounded bg-gold/30 px-0.5 text-fg underline ring-1 ring-gold decoration-2 underline-offset-2"
          >
            {content}
          </mark>
        ) : (
          <Fragment key={part.start}>{content}</Fragment>
        );
      })}
    </>
  );
}

type MarkedPiece = { text: string; start: number; em: boolean; terms: readonly string[] | null };

/**
 * The roleplay emphasis pieces (asterisks dropped, as the user saw the text) cut again at the
 * flagged spans' edges, so a flag inside an *action* and an action inside a flag both show.
 */
function markedPieces(text: string, spans: readonly FlaggedSpan[]): MarkedPiece[] {
  const flagged: { start: number; end: number; terms: readonly string[] }[] = [];
  let offset = 0;
  for (const segment of segmentBySpans(text, spans)) {
    const end = offset + segment.text.length;
    if (segment.flagged) flagged.push({ start: offset, end, terms: segment.terms });
    offset = end;
  }
  const parts: MarkedPiece[] = [];
  for (const piece of emphasisPieces(text)) {
    const pieceEnd = piece.start + piece.text.length;
    const cuts = new Set([piece.start, pieceEnd]);
    for (const range of flagged) {
      if (range.start > piece.start && range.start < pieceEnd) cuts.add(range.start);
      if (range.end > piece.start && range.end < pieceEnd) cuts.add(range.end);
    }
    const edges = [...cuts].sort((a, b) => a - b);
    for (let i = 0; i + 1 < edges.length; i += 1) {
      const start = edges[i]!;
      const end = edges[i + 1]!;
      const range = flagged.find((r) => r.start <= start && end <= r.end);
      parts.push({
        text: text.slice(start, end),
        start,
        em: piece.em,
        terms: range?.terms ?? null,
      });
    }
  }
  return parts;
}
