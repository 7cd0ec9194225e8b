import { useMemo } from 'react';
import { emphasisPieces } from './emphasis';

/**
 * A message or greeting with its *actions* shown as emphasis (see emphasis.ts). Text nodes
 * and <em> only: whatever the text holds, it never becomes markup.
 */
export function RoleplayText({ text }: { text: string }) {
  const pieces = useMemo(() => emphasisPieces(text), [text]);
  return (
    <>{pieces.map((piece) => (piece.em ? <em key={piece.start}>{piece.text}</em> : piece.text))}</>
  );
}
